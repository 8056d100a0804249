import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Hired applications whose employee record is not made yet, the longest waiting first. */
export function listHiredWithoutEmployee(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('pipeline_stages as s', 's.id', 'a.stage_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('employees as e', 'e.application_id', 'a.id')
    .select(['a.id', 'a.first_name', 'a.last_name', 'a.stage_entered_at', 'j.title as job_title'])
    .where('s.kind', '=', 'hired')
    .where('a.erased_at', 'is', null)
    .where('e.id', 'is', null)
    .orderBy('a.stage_entered_at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export type HiredWithoutEmployeeRow = Awaited<ReturnType<typeof listHiredWithoutEmployee>>[number];
