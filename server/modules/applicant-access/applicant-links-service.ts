import { createHash } from 'node:crypto';
import type { ApplicantLinkRequest } from '@vistaar/shared/validation';
import {
  APPLICANT_LINK_LIMIT_PER_ADDRESS,
  APPLICANT_LINK_LIMIT_PER_EMAIL,
} from '@vistaar/shared/config';
import { myApplicationPath } from '@vistaar/shared/config/routes';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { tooManyRequests } from '../../lib/http-error';
import { hitCounter } from '../../lib/rate-counter';
import { issueApplicantToken } from '../applications';
import { listApplicationsByEmail } from './applicant-access-repository';
import { applicantLinksMail } from './applicant-access-mails';
import { HOUR_SECONDS, type ApplicantAccessDeps } from './applicant-changes';
import { jobTitleOf } from './my-application-view';

/** A fresh link to each application made with this address; earlier links work until one is opened. */
async function mailNewLinks({ db, mailer, publicUrl }: ApplicantAccessDeps, normalized: string) {
  await db.transaction().execute(async (trx) => {
    const applications = await listApplicationsByEmail(trx, normalized);
    const links: { jobTitle: string; appliedOn: string; url: string }[] = [];
    for (const application of applications) {
      const token = await issueApplicantToken(trx, application.id, 'access', null, {
        keepEarlier: true,
      });
      links.push({
        jobTitle: jobTitleOf(application),
        appliedOn: indiaDateOf(application.created_at),
        url: `${publicUrl}${myApplicationPath(token)}`,
      });
    }
    if (links.length === 0) return;
    await mailer.enqueue(applicantLinksMail({ to: applications[0].email, links }), trx);
  });
  await mailer.flush();
}

/**
 * Counts the request, then looks the address up after the answer has gone: the answer, and
 * the time it takes, are the same whether or not the address applied, so it tells nobody who did.
 */
export async function sendNewLinks(
  deps: ApplicantAccessDeps,
  body: ApplicantLinkRequest,
  clientIp: string | null,
): Promise<void> {
  const { db } = deps;
  const normalized = body.email.toLowerCase();
  const emailKey = createHash('sha256').update(normalized).digest('hex');
  const perEmail = await hitCounter(
    db,
    `applicant-link:email:${emailKey}`,
    HOUR_SECONDS,
    APPLICANT_LINK_LIMIT_PER_EMAIL,
  );
  const perAddress = await hitCounter(
    db,
    `applicant-link:ip:${clientIp ?? 'unknown'}`,
    HOUR_SECONDS,
    APPLICANT_LINK_LIMIT_PER_ADDRESS,
  );
  if (!perEmail.allowed || !perAddress.allowed) {
    throw tooManyRequests(
      privacyRequestMessages.linkTooMany,
      Math.max(perEmail.retryAfterSeconds, perAddress.retryAfterSeconds),
    );
  }
  deps.afterAnswer(() => mailNewLinks(deps, normalized));
}
