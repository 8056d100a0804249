// Interviews, their panels and reminders, scorecards and feedback.
import type { Generated } from 'kysely';
import type {
  InterviewMode,
  InterviewReminderKind,
  InterviewStatus,
  Recommendation,
  ReminderChannel,
} from '@vistaar/shared/config';

export interface InterviewsTable {
  id: Generated<number>;
  application_id: number;
  /** The calendar UID every invitation, update and cancellation of this interview carries. */
  uid: string;
  /** iCalendar SEQUENCE: raised by every reschedule and the cancellation. */
  sequence: Generated<number>;
  mode: InterviewMode;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  video_url: string | null;
  location: string | null;
  status: InterviewStatus;
  cancel_reason: string | null;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface InterviewInterviewersTable {
  interview_id: number;
  staff_id: number;
}

export interface InterviewRemindersTable {
  id: Generated<number>;
  interview_id: number;
  kind: InterviewReminderKind;
  starts_at: string;
  due_at: string;
  /** Set by the server that claims the reminder, in the transaction that queues its e-mails. */
  sent_at: string | null;
  /** How it went out; NULL while it waits, or (with `sent_at`) when it was no longer needed. */
  channel: Generated<ReminderChannel | null>;
  /** The interviewer a missing-feedback reminder is for; NULL for the other kinds. */
  staff_id: Generated<number | null>;
  created_at: string;
}

export interface JobScorecardCriteriaTable {
  id: Generated<number>;
  job_id: number;
  label: string;
  position: number;
}

/** Rows are never deleted: a correction is a new row, and the one it replaces is marked superseded. */
export interface InterviewFeedbackTable {
  id: Generated<number>;
  interview_id: number;
  staff_id: number;
  /** JSON array of {criterion, score}. */
  ratings: string;
  /** The sum and the number of the scores in `ratings`, for averages in SQL. */
  score_sum: number;
  score_count: number;
  recommendation: Recommendation;
  comments: string;
  supersedes_id: number | null;
  superseded_at: string | null;
  created_at: string;
}
