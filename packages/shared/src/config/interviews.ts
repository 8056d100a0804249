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

/** Reminders to the interviewers, each sent once, before the interview starts. */
export const INTERVIEW_REMINDERS = [
  { kind: 'day-before', minutesBefore: 24 * 60 },
  { kind: 'hour-before', minutesBefore: 60 },
] as const;
export type InterviewReminderKind = (typeof INTERVIEW_REMINDERS)[number]['kind'];

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
