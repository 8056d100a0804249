import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The ids of the jobs one hiring manager manages, as a subquery. */
export function managedJobIds(db: Kysely<Database>, staffId: number) {
  return db.selectFrom('job_hiring_managers').select('job_id').where('staff_id', '=', staffId);
}

/** The member who owns the job, if any. */
export function findJobRecruiter(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('staff_users as u', 'u.id', 'j.recruiter_id')
    .select(['u.id', 'u.name'])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

export function listJobHiringManagers(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom('job_hiring_managers as h')
    .innerJoin('staff_users as u', 'u.id', 'h.staff_id')
    .select(['u.id', 'u.name'])
    .where('h.job_id', '=', jobId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export async function replaceJobHiringManagers(
  db: Kysely<Database>,
  jobId: number,
  staffIds: readonly number[],
  at: string,
) {
  await db.deleteFrom('job_hiring_managers').where('job_id', '=', jobId).execute();
  if (staffIds.length === 0) return;
  await db
    .insertInto('job_hiring_managers')
    .values(staffIds.map((staffId) => ({ job_id: jobId, staff_id: staffId, created_at: at })))
    .execute();
}
