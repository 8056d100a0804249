// What an application records besides the applicant's own details: when they can join, and
// where the application came from.

/** The notice period choices: days, a last working day ('date'), or 'negotiable'. */
export const NOTICE_PERIODS = ['immediate', '15', '30', '60', '90', 'date', 'negotiable'] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];

export const NOTICE_PERIOD_LABELS: Record<NoticePeriod, string> = {
  immediate: 'Immediate',
  '15': '15 days',
  '30': '30 days',
  '60': '60 days',
  '90': '90 days',
  date: 'Until a date',
  negotiable: 'Negotiable',
};

/** The notice period as a select offers it. */
export const NOTICE_PERIOD_OPTIONS = NOTICE_PERIODS.map((value) => ({
  value,
  label: NOTICE_PERIOD_LABELS[value],
}));

/** Under a CTC field: both ways of entering it are read. */
export const CTC_ENTRY_HINT = 'In lakhs a year (18.5 LPA) or rupees (18,50,000)';

/** Days of notice of the fixed choices (the desk's 'at most N days' filter compares these). */
export const NOTICE_PERIOD_DAYS: Partial<Record<NoticePeriod, number>> = {
  immediate: 0,
  '15': 15,
  '30': 30,
  '60': 60,
  '90': 90,
};

/** Where an application came from; 'careers_site' is a public application with no other trace. */
export const APPLICATION_SOURCES = [
  'careers_site',
  'referral',
  'agency',
  'linkedin',
  'naukri',
  'walk_in',
  'other',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  careers_site: 'Careers site',
  referral: 'Referral',
  agency: 'Agency',
  linkedin: 'LinkedIn',
  naukri: 'Naukri',
  walk_in: 'Walk-in',
  other: 'Other',
};

/** The sources a recruiter adding a candidate by hand chooses from. */
export const MANUAL_SOURCES = [
  'referral',
  'agency',
  'linkedin',
  'naukri',
  'walk_in',
  'other',
] as const satisfies readonly ApplicationSource[];

/** How the consent of a candidate added by staff was obtained. */
export const CONSENT_SOURCES = ['email', 'phone', 'in_person', 'agency', 'job_portal'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  email: 'In writing, by e-mail',
  phone: 'On a phone call',
  in_person: 'In person',
  agency: "Through the agency's consent form",
  job_portal: "On the job portal's consent",
};

/** What the candidate's consent is recorded as when they apply on the website themselves. */
export const WEBSITE_CONSENT_LABEL = 'Ticked on the website form';

/**
 * Why two candidates are likely one person: the same normalised e-mail or Indian phone
 * number, or a similar name (see the candidates module's `similarNames`) together with the
 * same current employer or the same date of birth.
 */
export const DUPLICATE_REASONS = ['email', 'phone', 'name-employer', 'name-dob'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: 'same e-mail',
  phone: 'same phone',
  'name-employer': 'similar name and same employer',
  'name-dob': 'similar name and same date of birth',
};

/** How long a merge of two candidates can be undone. */
export const MERGE_UNDO_DAYS = 30;

/** The candidate's own fields a merge chooses between, one value each. */
export const MERGE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'source'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  source: 'Source',
};
