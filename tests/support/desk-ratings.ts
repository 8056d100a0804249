import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

const HOUR_MS = 3_600_000;

/**
 * An hour-long phone interview that started a day ago, written straight to the database with
 * the given panel, so a desk test can seed ratings without walking the scheduling flow.
 */
export async function insertPastInterview(
  db: Kysely<Database>,
  interview: {
    applicationId: number;
    status: 'scheduled' | 'cancelled';
    createdBy: number;
    panel: number[];
  },
): Promise<number> {
  const start = new Date(Date.now() - 24 * HOUR_MS).toISOString();
  const cancelled = interview.status === 'cancelled';
  const { id } = await db
    .insertInto('interviews')
    .values({
      application_id: interview.applicationId,
      uid: `${randomBytes(8).toString('hex')}@test`,
      sequence: 0,
      mode: 'phone',
      starts_at: start,
      ends_at: new Date(Date.parse(start) + HOUR_MS).toISOString(),
      duration_minutes: 60,
      video_url: null,
      location: null,
      status: interview.status,
      cancel_reason: cancelled ? 'Candidate asked to move it' : null,
      cancelled_at: cancelled ? start : null,
      created_by: interview.createdBy,
      created_at: start,
      updated_at: start,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const staffId of interview.panel) {
    await db
      .insertInto('interview_interviewers')
      .values({ interview_id: id, staff_id: staffId })
      .execute();
  }
  return id;
}

/** Feedback written straight to the database, one score a criterion; `superseded` marks an earlier version. */
export async function insertFeedback(
  db: Kysely<Database>,
  feedback: { interviewId: number; staffId: number; scores: number[]; superseded?: boolean },
): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('interview_feedback')
    .values({
      interview_id: feedback.interviewId,
      staff_id: feedback.staffId,
      ratings: JSON.stringify(
        feedback.scores.map((score, index) => ({ criterion: `Criterion ${index + 1}`, score })),
      ),
      score_sum: feedback.scores.reduce((sum, score) => sum + score, 0),
      score_count: feedback.scores.length,
      recommendation: 'yes',
      comments: '',
      supersedes_id: null,
      superseded_at: feedback.superseded ? at : null,
      created_at: at,
    })
    .execute();
}
