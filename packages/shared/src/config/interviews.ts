/**
 * Interviews and their scorecards. Times are chosen and shown in India Standard Time
 * (UTC+05:30 all year) and stored in UTC.
 */
export const INTERVIEW_TIME_ZONE = 'Asia/Kolkata';

export const INTERVIEW_MODES = ['phone', 'video', 'in-person'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  phone: 'Phone',
  video: 'Video',
  'in-person': 'In person',
};

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Shorter is a call, not an interview; longer belongs split over several interviews. */
export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 240;
export const INTERVIEW_DURATION_OPTIONS = [15, 30, 45, 60, 90, 120, 180, 240] as const;
export const INTERVIEW_DEFAULT_MINUTES = 60;
/** Start times offered by the dialog, every quarter of an hour through the working day. */
export const INTERVIEW_TIME_STEP_MINUTES = 15;
export const INTERVIEW_FIRST_START = '08:00';
export const INTERVIEW_LAST_START = '20:00';
/** How far ahead an interview may be set. */
export const INTERVIEW_MAX_DAYS_AHEAD = 180;
export const INTERVIEW_MAX_INTERVIEWERS = 6;
export const INTERVIEW_LOCATION_MAX_LENGTH = 300;
export const INTERVIEW_URL_MAX_LENGTH = 500;
export const INTERVIEW_CANCEL_REASON_MAX_LENGTH = 500;

/**
 * Reminders before the interview starts, each sent once: to the interviewers (by e-mail) and
 * to the candidate (on WhatsApp when they opted in for their number, otherwise by e-mail).
 * One whose moment has passed when the interview is booked or moved is not sent.
 */
export const INTERVIEW_REMINDERS = [
  { kind: 'day-before', minutesBefore: 24 * 60 },
  { kind: 'hour-before', minutesBefore: 60 },
  { kind: 'candidate-day-before', minutesBefore: 24 * 60 },
  { kind: 'candidate-two-hours-before', minutesBefore: 2 * 60 },
] as const;
/** Each interviewer whose feedback is missing this long after the end is reminded once. */
export const FEEDBACK_REMINDER = { kind: 'feedback-missing', minutesAfterEnd: 2 * 60 } as const;
/**
 * Working days after the day of that reminder before the job's recruiter and hiring managers
 * hear of the missing feedback in their daily digest (1: a reminder on Monday, still missing
 * after Tuesday, is in Wednesday's digest).
 */
export const FEEDBACK_ESCALATION_WORKING_DAYS = 1;
export type InterviewReminderKind =
  (typeof INTERVIEW_REMINDERS)[number]['kind'] | typeof FEEDBACK_REMINDER.kind;
export const INTERVIEW_REMINDER_KINDS: readonly InterviewReminderKind[] = [
  ...INTERVIEW_REMINDERS.map((reminder) => reminder.kind),
  FEEDBACK_REMINDER.kind,
];
export const INTERVIEW_REMINDER_LABELS: Record<InterviewReminderKind, string> = {
  'day-before': 'Interviewers, a day before',
  'hour-before': 'Interviewers, an hour before',
  'candidate-day-before': 'Candidate, a day before',
  'candidate-two-hours-before': 'Candidate, two hours before',
  'feedback-missing': 'Feedback reminder',
};
export const REMINDER_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = {
  email: 'e-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** Each criterion is rated on four points: there is no neutral middle to hide in. */
export const SCORECARD_SCORES = [1, 2, 3, 4] as const;
export type ScorecardScore = (typeof SCORECARD_SCORES)[number];
export const SCORECARD_SCORE_LABELS: Record<ScorecardScore, string> = {
  1: 'Poor',
  2: 'Weak',
  3: 'Good',
  4: 'Excellent',
};

export const RECOMMENDATIONS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};

export const SCORECARD_MAX_CRITERIA = 12;
export const SCORECARD_CRITERION_MAX_LENGTH = 60;
export const SCORECARD_COMMENTS_MAX_LENGTH = 4000;
/** A job with no skills listed (or a general application) is judged on these. */
export const SCORECARD_FALLBACK_CRITERIA = [
  'Communication',
  'Problem solving',
  'Relevant experience',
] as const;

/**
 * Self-scheduling: the recruiter offers a window of days; the candidate books a time from a
 * private link. The candidate books, moves or cancels until this many hours before the start;
 * after that only the recruiter changes it.
 */
export const SELF_SCHEDULING_CUTOFF_HOURS = 12;
/** The longest window a link offers, in days from its first to its last. */
export const SELF_SCHEDULING_MAX_WINDOW_DAYS = 21;
/** A link nobody booked from this long after it went out is sent again, once, as a nudge. */
export const SELF_SCHEDULING_NUDGE_HOURS = 48;
/** Offered times start on this step from the start of the working day. */
export const SELF_SCHEDULING_SLOT_STEP_MINUTES = 30;
/** A member without working hours of their own works these (India time, ISO weekdays). */
export const DEFAULT_WORKING_HOURS = {
  days: [1, 2, 3, 4, 5],
  start: '10:00',
  end: '18:00',
} as const;
export const WEEKDAY_LABELS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const SCHEDULING_LINK_STATUSES = ['open', 'booked', 'cancelled'] as const;
export type SchedulingLinkStatus = (typeof SCHEDULING_LINK_STATUSES)[number];
