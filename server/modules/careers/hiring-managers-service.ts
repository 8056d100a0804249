import type { Kysely } from 'kysely';
import type { JobHiringManagers } from '@vistaar/shared/contract';
import {
  hiringManagerMessages,
  type JobHiringManagersInput,
} from '@vistaar/shared/validation/job-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, found } from '../../lib/http-error';
import {
  findJobRecruiter,
  listJobHiringManagers,
  replaceJobHiringManagers,
} from './hiring-managers-repository';
import { listActiveStaffOptions } from '../auth';
import { JOB_NOT_FOUND } from './job-service';
import { findJob } from './jobs-repository';

/** Who may be made a job's hiring manager. */
const HIRING_MANAGERS = ['hiring-manager'] as const;
/** Who may own a job. */
const JOB_OWNERS = ['recruiter', 'admin'] as const;

export async function jobHiringManagers(
  db: Kysely<Database>,
  jobId: number,
): Promise<JobHiringManagers> {
  found(await findJob(db, jobId), JOB_NOT_FOUND);
  return {
    jobId,
    managers: await listJobHiringManagers(db, jobId),
    options: await listActiveStaffOptions(db, HIRING_MANAGERS),
    recruiter: (await findJobRecruiter(db, jobId)) ?? null,
    recruiterOptions: await listActiveStaffOptions(db, JOB_OWNERS),
  };
}

/**
 * Replaces a job's hiring managers (only active members with that role may be one) and, when
 * given, its owning recruiter (an active recruiter or admin).
 */
export async function setJobHiringManagers(
  db: Kysely<Database>,
  actor: AuditActor,
  jobId: number,
  input: JobHiringManagersInput,
): Promise<void> {
  const staffIds = [...new Set(input.staffIds)];
  await db.transaction().execute(async (trx) => {
    found(await findJob(trx, jobId), JOB_NOT_FOUND);
    const allowed = new Set(
      (await listActiveStaffOptions(trx, HIRING_MANAGERS)).map((option) => option.id),
    );
    if (staffIds.some((id) => !allowed.has(id))) {
      throw badRequest(hiringManagerMessages.unknown, { staffIds: hiringManagerMessages.unknown });
    }
    const { recruiterId } = input;
    const recruiterBefore = (await findJobRecruiter(trx, jobId))?.id ?? null;
    const recruiterChanges = recruiterId !== undefined && recruiterId !== recruiterBefore;
    if (recruiterChanges && recruiterId !== null) {
      const recruiters = new Set(
        (await listActiveStaffOptions(trx, JOB_OWNERS)).map((option) => option.id),
      );
      if (!recruiters.has(recruiterId)) {
        throw badRequest(hiringManagerMessages.recruiterUnknown, {
          recruiterId: hiringManagerMessages.recruiterUnknown,
        });
      }
    }
    const before = (await listJobHiringManagers(trx, jobId)).map((manager) => manager.id);
    await replaceJobHiringManagers(trx, jobId, staffIds, nowIso());
    if (recruiterChanges) {
      await trx
        .updateTable('jobs')
        .set({ recruiter_id: recruiterId })
        .where('id', '=', jobId)
        .execute();
    }
    await recordAudit(trx, actor, {
      action: 'job.hiring-managers-changed',
      entity: 'job',
      entityId: jobId,
      details: {
        changes: {
          hiringManagerIds: { from: before, to: staffIds },
          ...(recruiterChanges ? { recruiterId: { from: recruiterBefore, to: recruiterId } } : {}),
        },
      },
    });
  });
}
