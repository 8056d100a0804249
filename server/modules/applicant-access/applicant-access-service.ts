import type { Kysely } from 'kysely';
import type { GrievanceInput, NominationInput } from '@vistaar/shared/validation';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import type { MyApplication } from '@vistaar/shared/contract';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { findLiveToken, useToken } from '../applications';
import { scrubAfterErasure } from '../erasure';
import { removeNomination, saveNomination } from '../nominations';
import { insertEvent, setApplicationStage } from '../pipeline';
import { listApplicationRequests, recordSelfServiceRequest } from '../privacy-requests';
import { eraseApplicantData } from './applicant-erasure';
import { findWithdrawnStage } from './applicant-access-repository';
import { erasureConfirmationMail } from './applicant-access-mails';
import {
  changeMyApplication,
  limitPerHour,
  mailConfirmationLink,
  type ApplicantAccessDeps,
} from './applicant-changes';
import { jobTitleOf, openOrGone, requesterOf } from './my-application-view';

const WITHDRAWN_BY_APPLICANT = 'Withdrawn by the applicant';
/** Erasure confirmations one application may ask for in an hour: each sends an e-mail. */
const ERASURE_REQUESTS_PER_HOUR = 3;

/** Moves the application to Withdrawn: recruiters see it there, and it stops moving on. */
export async function withdrawApplication(
  db: Kysely<Database>,
  token: string,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx, row) => {
    if (row.stage_kind === 'withdrawn') throw conflict(privacyRequestMessages.alreadyWithdrawn);
    if (row.stage_kind !== 'open') throw conflict(privacyRequestMessages.closed);
    const stage = await findWithdrawnStage(trx);
    if (!stage) throw conflict(privacyRequestMessages.closed);
    const at = nowIso();
    if (!(await setApplicationStage(trx, applicationId, row.stage_id, stage.id, at))) {
      throw conflict(privacyRequestMessages.closed);
    }
    await insertEvent(trx, {
      application_id: applicationId,
      kind: 'stage-moved',
      staff_id: null,
      from_stage_id: row.stage_id,
      to_stage_id: stage.id,
      rejection_reason_id: null,
      comment: WITHDRAWN_BY_APPLICANT,
      created_at: at,
    });
    await recordAudit(trx, actor, {
      action: 'application.withdrawn-by-applicant',
      entity: 'application',
      entityId: applicationId,
      details: { changes: { stageId: { from: row.stage_id, to: stage.id } } },
    });
  });
}

/** A complaint about how we handled the data, answered by staff within the target days. */
export async function fileGrievance(
  db: Kysely<Database>,
  token: string,
  input: GrievanceInput,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx, row) => {
    const id = await recordSelfServiceRequest(trx, {
      kind: 'grievance',
      applicationId,
      ...requesterOf(row),
      details: input.details,
    });
    await recordAudit(trx, actor, {
      action: 'privacy-request.received',
      entity: 'privacy-request',
      entityId: id,
      details: { kind: 'grievance', applicationId },
    });
  });
}

/**
 * Names (or replaces) the nominee who may exercise the applicant's rights on their death or
 * incapacity (DPDP Act 2023 s.14); kept with the notice version, like the consent given.
 */
export async function nameNominee(
  db: Kysely<Database>,
  token: string,
  input: NominationInput,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx, row) => {
    if (input.nomineeEmail.toLowerCase() === row.email_normalized) {
      throw badRequest(privacyRequestMessages.nomineeIsYou, {
        nomineeEmail: privacyRequestMessages.nomineeIsYou,
      });
    }
    await saveNomination(trx, 'application', applicationId, {
      ...input,
      noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
      at: nowIso(),
    });
    await recordAudit(trx, actor, {
      action: 'application.nominee-named-by-applicant',
      entity: 'application',
      entityId: applicationId,
    });
  });
}

/** Removes the applicant's nominee. */
export async function removeNominee(
  db: Kysely<Database>,
  token: string,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx) => {
    if (!(await removeNomination(trx, 'application', applicationId))) {
      throw badRequest(privacyRequestMessages.noNominee);
    }
    await recordAudit(trx, actor, {
      action: 'application.nominee-removed-by-applicant',
      entity: 'application',
      entityId: applicationId,
    });
  });
}

/** Erasure waits for the applicant to confirm from the e-mail address on the application. */
export async function requestErasure(
  deps: ApplicantAccessDeps,
  token: string,
  actor: AuditActor,
): Promise<MyApplication> {
  const { db, mailer } = deps;
  const applicationId = await openOrGone(db, token);
  await limitPerHour(db, `applicant-erasure:${applicationId}`, ERASURE_REQUESTS_PER_HOUR);
  const result = await changeMyApplication(db, applicationId, async (trx, row) => {
    const requests = await listApplicationRequests(trx, applicationId);
    if (!requests.some((request) => request.kind === 'erasure' && request.status === 'open')) {
      await recordSelfServiceRequest(trx, {
        kind: 'erasure',
        applicationId,
        ...requesterOf(row),
        details: 'Asked on My application to erase the application and its personal data.',
      });
    }
    await mailConfirmationLink(deps, trx, applicationId, 'erasure', (url) =>
      erasureConfirmationMail({ to: row.email, jobTitle: jobTitleOf(row), url }),
    );
    await recordAudit(trx, actor, {
      action: 'application.erasure-requested-by-applicant',
      entity: 'application',
      entityId: applicationId,
    });
  });
  void mailer.flush();
  return result;
}

/** Whether an erasure confirmation link may still be used (for its page). */
export async function erasureLinkIsLive(db: Kysely<Database>, token: string): Promise<boolean> {
  return (await findLiveToken(db, token, 'erasure')) !== undefined;
}

/** The confirmed erasure: once, in one transaction with the link's use. */
export async function confirmErasure(
  { db, log, appSecret }: ApplicantAccessDeps,
  token: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await findLiveToken(trx, token, 'erasure');
    if (!link || !(await useToken(trx, link.id))) {
      throw notFound(privacyRequestMessages.erasureLinkInvalid);
    }
    await eraseApplicantData(trx, link.application_id, actor, appSecret);
  });
  await scrubAfterErasure(db, log);
}
