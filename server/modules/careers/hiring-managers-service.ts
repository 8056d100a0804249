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
  listHiringManagerOptions,
  listJobHiringManagers,
  replaceJobHiringManagers,
} from './hiring-managers-repository';
import { JOB_NOT_FOUND } from './job-service';
import { findJob } from './jobs-repository';

export async function jobHiringManagers(
  db: Kysely<Database>,
  jobId: number,
): Promise<JobHiringManagers> {
  found(await findJob(db, jobId), JOB_NOT_FOUND);
  return {
    jobId,
    managers: await listJobHiringManagers(db, jobId),
    options: await listHiringManagerOptions(db),
  };
}

/** Replaces a job's hiring managers; only active members with that role may be one. */
export async function setJobHiringManagers(
  db: Kysely<Database>,
  actor: AuditActor,
  jobId: number,
  input: JobHiringManagersInput,
): Promise<void> {
  const staffIds = [...new Set(input.staffIds)];
  await db.transaction().execute(async (trx) => {
    found(await findJob(trx, jobId), JOB_NOT_FOUND);
    const allowed = new Set((await listHiringManagerOptions(trx)).map((option) => option.id));
    if (staffIds.some((id) => !allowed.has(id))) {
      throw badRequest(hiringManagerMessages.unknown, { staffIds: hiringManagerMessages.unknown });
    }
    const before = (await listJobHiringManagers(trx, jobId)).map((manager) => manager.id);
    await replaceJobHiringManagers(trx, jobId, staffIds, nowIso());
    await recordAudit(trx, actor, {
      action: 'job.hiring-managers-changed',
      entity: 'job',
      entityId: jobId,
      details: { changes: { hiringManagerIds: { from: before, to: staffIds } } },
    });
  });
}
