import type { Kysely } from 'kysely';
import type { FeedbackInput, ScorecardCriteriaInput } from '@vistaar/shared/validation';
import {
  RECOMMENDATIONS,
  SCORECARD_FALLBACK_CRITERIA,
  SCORECARD_MAX_CRITERIA,
} from '@vistaar/shared/config/interviews';
import type { FeedbackSummary, JobScorecard, Scorecard } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { interviewMessages, parseCriteria } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, forbidden, found, notFound } from '../../lib/http-error';
import type { SessionStaff } from '../auth';
import { applicationsOpenTo, ratingsWithheldFrom } from '../applications';
import { readSkills } from '../careers';
import { isUniqueViolation } from '../employees';
import { insertEvent } from '../pipeline';
import {
  findCurrentFeedbackId,
  findJobForScorecard,
  insertFeedback,
  listFeedback,
  listJobCriteria,
  replaceJobCriteria,
  supersedeFeedback,
} from './feedback-repository';
import {
  APPLICATION_NOT_FOUND,
  INTERVIEW_CANCELLED,
  INTERVIEW_NOT_FOUND,
} from './interview-service';
import {
  findCandidate,
  findInterview,
  listApplicationInterviews,
  listPanels,
} from './interviews-repository';
import { toFeedbackRecord, toInterview } from './interview-views';

const JOB_NOT_FOUND = 'Job not found.';
const PANEL_ONLY = 'Only the interviewers of this interview can give feedback on it.';
const NOT_STARTED = 'Feedback can be given once the interview has started.';
const FEEDBACK_ALREADY_GIVEN =
  'You have already given feedback on this interview. Send a correction instead.';
const NO_FEEDBACK_TO_CORRECT = 'You have not given feedback on this interview yet.';
const FEEDBACK_CHANGED_MEANWHILE =
  'Your feedback changed a moment ago (another tab?). Reload it and try again.';

/** A job's own criteria, else its skills, else the general ones. */
export async function criteriaOf(db: Kysely<Database>, jobId: number | null) {
  if (jobId === null) return { criteria: [...SCORECARD_FALLBACK_CRITERIA], custom: false };
  const custom = await listJobCriteria(db, jobId);
  if (custom.length > 0) return { criteria: custom, custom: true };
  const job = await findJobForScorecard(db, jobId);
  const skills = job ? readSkills(job.skills).slice(0, SCORECARD_MAX_CRITERIA) : [];
  return { criteria: skills.length > 0 ? skills : [...SCORECARD_FALLBACK_CRITERIA], custom: false };
}

// Scorecards: each job's criteria, interviewers' feedback (given once, corrected by a new
// submission that supersedes the last) and what an application's interviewers said
// together. Until a panel member has given their own feedback on every interview of the
// application they sit on, they see nobody else's on any of its interviews, so no one is
// swayed; those who may open the application and are not on a panel see all of it.

async function loadInterview(db: Kysely<Database>, staff: SessionStaff, interviewId: number) {
  const row = found(await findInterview(db, interviewId), INTERVIEW_NOT_FOUND);
  const panel = await listPanels(db, [interviewId]);
  const onPanel = panel.some((member) => member.id === staff.id);
  // Nothing about an interview reaches someone who has no part in it.
  if (!onPanel && !(await applicationsOpenTo(db, staff, [row.application_id])).size) {
    throw notFound(INTERVIEW_NOT_FOUND);
  }
  return { row, panel, onPanel };
}

export async function jobScorecard(db: Kysely<Database>, jobId: number): Promise<JobScorecard> {
  if (!(await findJobForScorecard(db, jobId))) throw notFound(JOB_NOT_FOUND);
  return { jobId, ...(await criteriaOf(db, jobId)) };
}

export async function setJobScorecard(
  db: Kysely<Database>,
  actor: AuditActor,
  jobId: number,
  body: ScorecardCriteriaInput,
): Promise<JobScorecard> {
  const criteria = parseCriteria(body.criteria);
  await db.transaction().execute(async (trx) => {
    if (!(await findJobForScorecard(trx, jobId))) throw notFound(JOB_NOT_FOUND);
    const before = await criteriaOf(trx, jobId);
    await replaceJobCriteria(trx, jobId, criteria);
    await recordAudit(trx, actor, {
      action: 'job.scorecard-changed',
      entity: 'job',
      entityId: jobId,
      details: { changes: { criteria: { from: before.criteria, to: criteria } } },
    });
  });
  return { jobId, criteria, custom: true };
}

export async function scorecard(
  db: Kysely<Database>,
  staff: SessionStaff,
  interviewId: number,
): Promise<Scorecard> {
  const { row, panel, onPanel } = await loadInterview(db, staff, interviewId);
  const feedback = (await listFeedback(db, [interviewId])).map((entry) => ({
    entry,
    record: toFeedbackRecord(entry),
  }));
  const current = feedback.filter(({ entry }) => entry.superseded_at === null);
  const mine = current.find(({ entry }) => entry.staff_id === staff.id)?.record ?? null;
  const withheld = await ratingsWithheldFrom(db, staff.id, [row.application_id]);
  const othersVisible = (!onPanel || mine !== null) && !withheld.has(row.application_id);
  return {
    interview: toInterview(row, panel),
    criteria: (await criteriaOf(db, row.job_id)).criteria,
    // Some interviewers write as they go: the scorecard opens when the interview starts.
    canSubmit: onPanel && row.status === 'scheduled' && row.starts_at <= nowIso(),
    othersVisible,
    mine,
    myEarlier: feedback
      .filter(({ entry }) => entry.staff_id === staff.id && entry.superseded_at !== null)
      .map(({ record }) => record)
      .reverse(),
    others: othersVisible
      ? current.filter(({ entry }) => entry.staff_id !== staff.id).map(({ record }) => record)
      : [],
  };
}

export async function submitFeedback(
  db: Kysely<Database>,
  staff: SessionStaff,
  actor: AuditActor,
  interviewId: number,
  input: FeedbackInput,
  correction: boolean,
): Promise<number> {
  const { row, onPanel } = await loadInterview(db, staff, interviewId);
  if (!onPanel) throw forbidden(PANEL_ONLY);
  if (row.status === 'cancelled') throw conflict(INTERVIEW_CANCELLED);
  if (row.starts_at > nowIso()) throw conflict(NOT_STARTED);
  const { criteria } = await criteriaOf(db, row.job_id);
  const rated = input.ratings.map((rating) => rating.criterion);
  if (
    rated.length !== criteria.length ||
    new Set(rated).size !== rated.length ||
    !rated.every((criterion) => criteria.includes(criterion))
  ) {
    throw badRequest(interviewMessages.ratingsMismatch, {
      ratings: interviewMessages.ratingsMismatch,
    });
  }
  const ratings = criteria.map((criterion) => ({
    criterion,
    score: input.ratings.find((rating) => rating.criterion === criterion)!.score,
  }));
  try {
    return await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const currentId = await findCurrentFeedbackId(trx, interviewId, staff.id);
      if (!correction && currentId !== undefined) throw conflict(FEEDBACK_ALREADY_GIVEN);
      if (correction && currentId === undefined) throw conflict(NO_FEEDBACK_TO_CORRECT);
      if (currentId !== undefined && !(await supersedeFeedback(trx, currentId, at))) {
        throw conflict(FEEDBACK_CHANGED_MEANWHILE);
      }
      const feedbackId = await insertFeedback(trx, {
        interview_id: interviewId,
        staff_id: staff.id,
        ratings: JSON.stringify(ratings),
        score_sum: ratings.reduce((sum, rating) => sum + rating.score, 0),
        score_count: ratings.length,
        recommendation: input.recommendation,
        comments: input.comments,
        supersedes_id: currentId ?? null,
        superseded_at: null,
        created_at: at,
      });
      await insertEvent(trx, {
        application_id: row.application_id,
        kind: 'feedback-submitted',
        staff_id: staff.id,
        from_stage_id: null,
        to_stage_id: null,
        rejection_reason_id: null,
        // What was said stays on the scorecard, behind its visibility rule.
        comment: `${correction ? 'Corrected feedback' : 'Feedback'} on the interview of ${formatIndiaDateTime(row.starts_at)}`,
        created_at: at,
      });
      await recordAudit(trx, actor, {
        action: correction ? 'interview.feedback-corrected' : 'interview.feedback-submitted',
        entity: 'interview',
        entityId: interviewId,
        details: { feedbackId, supersedesId: currentId ?? null },
      });
      return feedbackId;
    });
  } catch (error) {
    // Two first submissions at once: the index keeps one, the other hears why.
    throw isUniqueViolation(error) ? conflict(FEEDBACK_ALREADY_GIVEN) : error;
  }
}

export async function feedbackSummary(
  db: Kysely<Database>,
  staff: SessionStaff,
  applicationId: number,
): Promise<FeedbackSummary> {
  if (!(await findCandidate(db, applicationId))) throw notFound(APPLICATION_NOT_FOUND);
  const interviews = (await listApplicationInterviews(db, applicationId)).filter(
    (interview) => interview.status === 'scheduled',
  );
  const ids = interviews.map((interview) => interview.id);
  const current = (await listFeedback(db, ids)).filter((entry) => entry.superseded_at === null);
  const allWithheld = (await ratingsWithheldFrom(db, staff.id, [applicationId])).size > 0;
  const withheldIds = new Set(allWithheld ? current.map((entry) => entry.interview_id) : []);
  const counted = current.filter((entry) => !withheldIds.has(entry.interview_id));
  const totals = new Map<string, { sum: number; ratings: number }>();
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((key) => [key, 0])) as Record<
    (typeof RECOMMENDATIONS)[number],
    number
  >;
  for (const entry of counted) {
    const record = toFeedbackRecord(entry);
    recommendations[record.recommendation] += 1;
    for (const { criterion, score } of record.ratings) {
      const total = totals.get(criterion) ?? { sum: 0, ratings: 0 };
      totals.set(criterion, { sum: total.sum + score, ratings: total.ratings + 1 });
    }
  }
  return {
    submissions: counted.length,
    criteria: [...totals].map(([criterion, total]) => ({
      criterion,
      average: Math.round((total.sum / total.ratings) * 100) / 100,
      ratings: total.ratings,
    })),
    recommendations,
    withheld: withheldIds.size,
  };
}
