import { CANDIDATE_EMAIL_BULK_MAX } from './email-templates';

/**
 * The applicant tracking pipeline. A stage's kind says what reaching it means: 'open' stages
 * are steps on the way, the others close an application (hired, rejected with a reason, or
 * withdrawn by the candidate).
 */
export const PIPELINE_STAGE_KINDS = ['open', 'hired', 'rejected', 'withdrawn'] as const;
export type PipelineStageKind = (typeof PIPELINE_STAGE_KINDS)[number];

export const PIPELINE_STAGE_NAME_MAX_LENGTH = 60;
/** The longest limit a stage may carry, in working days (about three months). */
export const STAGE_LIMIT_MAX_DAYS = 60;
export const HOLIDAY_NAME_MAX_LENGTH = 80;
/** A reason a rejection gives, as recruiters pick it from a list. */
export const REJECTION_REASON_MAX_LENGTH = 80;
/** A comment on a move, kept in the application's timeline. */
export const PIPELINE_COMMENT_MAX_LENGTH = 2000;
/**
 * Applications one bulk move may take at once: as many as the e-mail it proposes may reach,
 * so a move of every selected application can always be followed by its stage's e-mail. The
 * desk's selection (across pages, or every application matching its filters) holds as many.
 */
export const PIPELINE_BULK_MOVE_MAX = CANDIDATE_EMAIL_BULK_MAX;
/** A staff note on an application, plain text. */
export const APPLICATION_NOTE_MAX_LENGTH = 4000;
/** Colleagues one note may name. */
export const APPLICATION_NOTE_MAX_MENTIONS = 10;
/** What the history records. */
export const APPLICATION_EVENT_KINDS = [
  'stage-moved',
  'note',
  'email-sent',
  'interview-scheduled',
  'interview-rescheduled',
  'interview-cancelled',
  'interview-link-sent',
  'feedback-submitted',
  'applicant-corrected',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];
