// Interviews, their panels and reminders, scorecards and feedback.
import type { Generated } from 'kysely';
import type {
  InterviewMode,
  InterviewReminderKind,
  InterviewStatus,
  Recommendation,
  ReminderChannel,
  SchedulingLinkStatus,
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
  /** When the seat's first feedback came, kept by the database (migration 0084). */
  first_feedback_at: string | null;
}

/**
 * Per member and India day: the seats of the interviews (not cancelled) starting that day, those
 * without feedback, and those whose first feedback came over 24 hours after the end (0084).
 */
export interface InterviewLoadDaysTable {
  staff_id: number;
  day: string;
  interviews: number;
  unanswered: number;
  late: number;
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

/** A member's working hours, their own calendar's address and their interview feed. */
export interface StaffCalendarsTable {
  staff_id: number;
  /** ISO weekdays, comma-separated (1 Monday ... 7 Sunday). */
  work_days: Generated<string>;
  /** HH:MM in India time. */
  work_start: Generated<string>;
  work_end: Generated<string>;
  /** The private iCal address, sealed with the app secret (purpose 'staff-calendar-url'). */
  ics_url_sealed: string | null;
  ics_read_at: string | null;
  /** Why the last read failed, in plain words; NULL after a good read. */
  ics_error: string | null;
  feed_token_hash: string | null;
  updated_at: string;
}

/** Busy times read from a member's own calendar; each read replaces them. */
export interface StaffBusyTimesTable {
  id: Generated<number>;
  staff_id: number;
  starts_at: string;
  ends_at: string;
}

export interface SchedulingLinksTable {
  id: Generated<number>;
  application_id: number;
  token_hash: string;
  /** The token sealed with the app secret (purpose 'scheduling-link'), for the nudge. */
  token_sealed: string;
  mode: InterviewMode;
  video_url: string | null;
  location: string | null;
  duration_minutes: number;
  /** The first and last day offered, YYYY-MM-DD in India time. */
  window_from: string;
  window_to: string;
  status: SchedulingLinkStatus;
  interview_id: number | null;
  /** How the link went out: 'whatsapp' or 'email'. */
  channel: ReminderChannel;
  nudge_due_at: string;
  nudged_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface SchedulingLinkInterviewersTable {
  link_id: number;
  staff_id: number;
}

export interface InterviewSlotCellsTable {
  staff_id: number;
  starts_at: string;
  interview_id: number;
}
