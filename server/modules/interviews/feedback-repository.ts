import type { Insertable, Kysely } from 'kysely';
import { compiledPerLength } from '../../db/compiled-once';
import type { Database, InterviewFeedbackTable } from '../../db/schema';
import { ratingsWithheldFrom } from '../applications';
import { updatedOneRow } from '../../db/guarded-update';

export async function insertFeedback(
  db: Kysely<Database>,
  values: Omit<Insertable<InterviewFeedbackTable>, 'id'>,
): Promise<number> {
  const { id } = await db
    .insertInto('interview_feedback')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findCurrentFeedbackId(db: Kysely<Database>, interviewId: number, staffId: number) {
  return db
    .selectFrom('interview_feedback')
    .select('id')
    .where('interview_id', '=', interviewId)
    .where('staff_id', '=', staffId)
    .where('superseded_at', 'is', null)
    .executeTakeFirst()
    .then((row) => row?.id);
}

/** Marks a submission as replaced by a correction; false when another correction got there first. */
export async function supersedeFeedback(db: Kysely<Database>, id: number, at: string) {
  return updatedOneRow(
    db
      .updateTable('interview_feedback')
      .set({ superseded_at: at })
      .where('id', '=', id)
      .where('superseded_at', 'is', null),
  );
}

/** Every submission for these interviews, current and superseded, oldest first. */
export function listFeedback(db: Kysely<Database>, interviewIds: number[]) {
  return db
    .selectFrom('interview_feedback as f')
    .leftJoin('staff_users as u', 'u.id', 'f.staff_id')
    .selectAll('f')
    .select('u.name as staff_name')
    .where('f.interview_id', 'in', interviewIds.length > 0 ? interviewIds : [0])
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
}

export type FeedbackRow = Awaited<ReturnType<typeof listFeedback>>[number];

export function findJobForScorecard(db: Kysely<Database>, jobId: number) {
  return db.selectFrom('jobs').select(['id', 'skills']).where('id', '=', jobId).executeTakeFirst();
}

export function listJobCriteria(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom('job_scorecard_criteria')
    .select('label')
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute()
    .then((rows) => rows.map((row) => row.label));
}

export async function replaceJobCriteria(db: Kysely<Database>, jobId: number, labels: string[]) {
  await db.deleteFrom('job_scorecard_criteria').where('job_id', '=', jobId).execute();
  await db
    .insertInto('job_scorecard_criteria')
    .values(labels.map((label, index) => ({ job_id: jobId, label, position: index + 1 })))
    .execute();
}

/**
 * The sums behind each of these applications' rating: the current feedback of its scheduled
 * interviews. One query, compiled once per page size.
 */
const ratingSums = compiledPerLength((db: Kysely<Database>, applicationIds: number[]) =>
  db
    .selectFrom('interviews as i')
    .innerJoin('interview_feedback as f', 'f.interview_id', 'i.id')
    .select((eb) => [
      'i.application_id',
      eb.fn.sum<number>('f.score_sum').as('score_sum'),
      eb.fn.sum<number>('f.score_count').as('score_count'),
      eb.fn.countAll<number>().as('submissions'),
    ])
    .where('i.application_id', 'in', applicationIds)
    .where('i.status', '=', 'scheduled')
    .where('f.superseded_at', 'is', null)
    .groupBy('i.application_id'),
);

export async function applicationRatings(
  db: Kysely<Database>,
  applicationIds: readonly number[],
  reader: number,
): Promise<Map<number, { average: number; submissions: number }>> {
  const rated = (await ratingSums(db, applicationIds)).filter((row) => Number(row.score_count) > 0);
  // Most applications on a page have no feedback yet: only the rated ones are checked for a
  // rating withheld from the reader (reading that for every page was more than a quarter of the
  // list's database time).
  const withheld =
    rated.length > 0
      ? await ratingsWithheldFrom(
          db,
          reader,
          rated.map((row) => row.application_id),
        )
      : new Set<number>();
  return new Map(
    rated
      .filter((row) => !withheld.has(row.application_id))
      .map((row) => [
        row.application_id,
        {
          average: Math.round((Number(row.score_sum) / Number(row.score_count)) * 100) / 100,
          submissions: Number(row.submissions),
        },
      ]),
  );
}
