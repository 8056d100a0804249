import type { Kysely } from 'kysely';
import type { ContactCorrection } from '@vistaar/shared/validation';
import type { MyApplication } from '@vistaar/shared/contract';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/http-error';
import { findLiveToken, followContactCorrection, useToken } from '../applications';
import { recordSelfServiceRequest } from '../privacy-requests';
import { wasErased } from './applicant-access-repository';
import { emailChangeConfirmationMail, emailChangedNoticeMail } from './applicant-access-mails';
import {
  changeMyApplication,
  enqueueAboutApplication,
  limitPerHour,
  mailConfirmationLink,
  recordCorrectionEvent,
  type ApplicantAccessDeps,
} from './applicant-changes';
import { jobTitleOf, openOrGone, readRow, requesterOf } from './my-application-view';

/** New e-mail addresses one application may be given in an hour: each is sent a link. */
const EMAIL_CHANGES_PER_HOUR = 3;

/**
 * Phone, e-mail and address, under the application form's rules; on the timeline and audit
 * trail. Phone and address change at once. A new e-mail address (not merely in other
 * letter case) waits for the link sent to it: until it is opened, mail, erasure
 * confirmations included, goes on to the address the application has.
 */
export async function correctContact(
  deps: ApplicantAccessDeps,
  token: string,
  input: ContactCorrection,
  actor: AuditActor,
): Promise<{ application: MyApplication; emailPending: boolean }> {
  const { db, mailer } = deps;
  const applicationId = await openOrGone(db, token);
  const current = await readRow(db, applicationId);
  const emailPending = input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailPending) {
    await limitPerHour(db, `applicant-email-change:${applicationId}`, EMAIL_CHANGES_PER_HOUR);
  }
  const application = await changeMyApplication(db, applicationId, async (trx, row) => {
    const before = {
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
    };
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter(
      (field) => before[field] !== input[field],
    );
    if (changed.length === 0) throw badRequest(privacyRequestMessages.noChange);
    const at = nowIso();
    await trx
      .updateTable('job_applications')
      .set({
        ...(emailPending
          ? {}
          : { email: input.email, email_normalized: input.email.toLowerCase() }),
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
      })
      .where('id', '=', applicationId)
      .execute();
    await followContactCorrection(
      trx,
      applicationId,
      { phone: input.phone, ...(emailPending ? {} : { email: input.email }) },
      at,
    );
    const done = changed.filter((field) => !(emailPending && field === 'email'));
    if (done.length > 0) {
      const fieldNames = done.join(', ');
      await recordCorrectionEvent(trx, applicationId, `Changed: ${fieldNames}`, at);
      await recordSelfServiceRequest(trx, {
        kind: 'correction',
        applicationId,
        ...requesterOf(row),
        details: `Asked to correct: ${fieldNames}.`,
        completedWith: `Corrected on My application: ${fieldNames}.`,
      });
    }
    if (emailPending) {
      await mailConfirmationLink(
        deps,
        trx,
        applicationId,
        'email-change',
        (url) => emailChangeConfirmationMail({ to: input.email, jobTitle: jobTitleOf(row), url }),
        input.email,
      );
    }
    // Field names only: the audit trail keeps no copy of the personal data itself.
    await recordAudit(trx, actor, {
      action: 'application.corrected-by-applicant',
      entity: 'application',
      entityId: applicationId,
      details: { fields: done, ...(emailPending ? { emailChangeSent: true } : {}) },
    });
  });
  if (emailPending) void mailer.flush();
  return { application, emailPending };
}

/** Whether an e-mail change link may still be used (for its page). */
export async function emailChangeLinkIsLive(db: Kysely<Database>, token: string) {
  return (await findLiveToken(db, token, 'email-change')) !== undefined;
}

/**
 * The new address's owner opened the link: the application takes the address, once, and the
 * address it had is told (so a change made by someone else does not go unnoticed).
 */
export async function confirmEmailChange(
  { db, mailer }: ApplicantAccessDeps,
  token: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await findLiveToken(trx, token, 'email-change');
    const newEmail = link?.new_email;
    if (!link || !newEmail || (await wasErased(trx, link.application_id))) {
      throw notFound(privacyRequestMessages.emailLinkInvalid);
    }
    if (!(await useToken(trx, link.id))) throw notFound(privacyRequestMessages.emailLinkInvalid);
    const applicationId = link.application_id;
    const row = await readRow(trx, applicationId);
    await trx
      .updateTable('applicant_access_tokens')
      .set({ new_email: null })
      .where('id', '=', link.id)
      .execute();
    await trx
      .updateTable('job_applications')
      .set({ email: newEmail, email_normalized: newEmail.toLowerCase() })
      .where('id', '=', applicationId)
      .execute();
    const at = nowIso();
    await followContactCorrection(trx, applicationId, { email: newEmail }, at);
    await recordCorrectionEvent(
      trx,
      applicationId,
      'Changed: email (confirmed from the new address)',
      at,
    );
    await recordSelfServiceRequest(trx, {
      kind: 'correction',
      applicationId,
      ...requesterOf(row, newEmail),
      details: 'Asked to correct: email.',
      completedWith: 'Corrected on My application: email, confirmed from the new address.',
    });
    await recordAudit(trx, actor, {
      action: 'application.email-changed-by-applicant',
      entity: 'application',
      entityId: applicationId,
      details: { fields: ['email'] },
    });
    await enqueueAboutApplication(
      mailer,
      trx,
      applicationId,
      emailChangedNoticeMail({ to: row.email, newEmail, jobTitle: jobTitleOf(row) }),
    );
  });
  void mailer.flush();
}
