import type { Kysely } from 'kysely';
import type { JobPostingInput } from '@vistaar/shared/validation/job-schema';
import { defaultClosingDate, indiaToday } from '@vistaar/shared/lib/job-dates';
import { screeningMessages } from '@vistaar/shared/validation';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, found } from '../../lib/http-error';
import { changesBetween, fieldsOf, readJobFields } from './job-fields';
import {
  countApplicationsForJob,
  deleteJob,
  findJob,
  insertJob,
  isJobOpen,
  isKnockoutStageAllowed,
  setJobActive,
  updateJob,
} from './jobs-repository';

export const JOB_NOT_FOUND = 'Job not found.';
export const JOB_CLOSED_MESSAGE = 'This job is no longer open for applications.';
const entity = 'job';

/** Knocked-out applications wait in an open stage for a recruiter, never in Rejected. */
async function checkKnockoutStage(db: Kysely<Database>, stageId: number | null) {
  if (stageId !== null && !(await isKnockoutStageAllowed(db, stageId))) {
    const message = screeningMessages.knockoutStageInvalid;
    throw badRequest(message, { knockoutStageId: message });
  }
}

/** Posts a job from the posting form's fields, audited; answers its id. */
export async function postJob(db: Kysely<Database>, actor: AuditActor, input: JobPostingInput) {
  const fields = readJobFields(input);
  return db.transaction().execute(async (trx) => {
    await checkKnockoutStage(trx, fields.knockoutStageId);
    const jobId = await insertJob(trx, fields, actor.staffId);
    await recordAudit(trx, actor, {
      action: 'job.create',
      entity,
      entityId: jobId,
      details: { after: fields },
    });
    return jobId;
  });
}

/** Edits a job; only a real change is written and audited, with each field before and after. */
export async function editJob(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: JobPostingInput,
) {
  await db.transaction().execute(async (trx) => {
    const current = found(await findJob(trx, id), JOB_NOT_FOUND);
    const fields = readJobFields(input, current);
    const changes = changesBetween(fieldsOf(current), fields);
    if (Object.keys(changes).length === 0) return;
    if (changes.knockoutStageId) await checkKnockoutStage(trx, fields.knockoutStageId);
    await updateJob(trx, id, fields);
    await recordAudit(trx, actor, {
      action: 'job.update',
      entity,
      entityId: id,
      details: { changes },
    });
  });
}

/**
 * Opens or closes a job; nothing is written when it already is so (a job past its closing
 * date counts as closed).
 */
export async function setJobOpen(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  isActive: boolean,
) {
  await db.transaction().execute(async (trx) => {
    const current = found(await findJob(trx, id), JOB_NOT_FOUND);
    const today = indiaToday();
    if (isJobOpen(current, today) === isActive) return;
    // Reopening a job whose closing date has passed opens it for the default period.
    const closesOn = isActive && current.closes_on < today ? defaultClosingDate(today) : undefined;
    await setJobActive(trx, id, isActive, closesOn);
    await recordAudit(trx, actor, {
      action: isActive ? 'job.open' : 'job.close',
      entity,
      entityId: id,
      details: {
        changes: {
          isActive: { from: !isActive, to: isActive },
          ...(closesOn ? { closesOn: { from: current.closes_on, to: closesOn } } : {}),
        },
      },
    });
  });
}

/**
 * Deletes a job, or closes and keeps it when it has applications (they keep pointing at
 * their job). Answers whether it was deleted.
 */
export function deleteOrCloseJob(db: Kysely<Database>, actor: AuditActor, id: number) {
  return db.transaction().execute(async (trx) => {
    const current = found(await findJob(trx, id), JOB_NOT_FOUND);
    if ((await countApplicationsForJob(trx, id)) > 0) {
      if (current.is_active === 1) await setJobActive(trx, id, false);
      await recordAudit(trx, actor, {
        action: 'job.close_instead_of_delete',
        entity,
        entityId: id,
        details: { changes: { isActive: { from: current.is_active === 1, to: false } } },
      });
      return false;
    }
    await deleteJob(trx, id);
    await recordAudit(trx, actor, {
      action: 'job.delete',
      entity,
      entityId: id,
      details: { before: fieldsOf(current) },
    });
    return true;
  });
}
