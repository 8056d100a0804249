import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { applicationsWithJobAndStage } from '../applications';

export function findCandidate(db: Kysely<Database>, id: number) {
  return db.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirst();
}

export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidate>>>;

/** A candidate's application ids, newest first. */
export async function candidateApplicationIds(
  db: Kysely<Database>,
  candidateId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('job_applications')
    .select('id')
    .where('candidate_id', '=', candidateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

/** These applications with their job, stage and resume file, newest first. */
export function listCandidateApplications(db: Kysely<Database>, ids: readonly number[]) {
  return applicationsWithJobAndStage(db)
    .innerJoin('stored_files as f', 'f.id', 'a.resume_file_id')
    .select([
      'a.id',
      'a.job_id',
      'a.created_at',
      'a.stage_entered_at',
      'a.erased_at',
      'j.title as job_title',
      's.id as stage_id',
      's.name as stage_name',
      's.kind as stage_kind',
      'f.purpose as resume_purpose',
      'f.original_name as resume_file_name',
      'f.size_bytes as resume_size_bytes',
    ])
    .where('a.id', 'in', [...ids])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export type CandidateApplicationRow = Awaited<ReturnType<typeof listCandidateApplications>>[number];
