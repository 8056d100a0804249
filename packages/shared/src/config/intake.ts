// Resume intake: the states an intake item goes through and where it came from.

export const INTAKE_STATUSES = [
  'queued',
  'parsing',
  'review',
  'no_text',
  'refused',
  'accepted',
  'discarded',
] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

export const INTAKE_STATUS_LABELS: Record<IntakeStatus, string> = {
  queued: 'Queued',
  parsing: 'Parsing',
  review: 'Ready for review',
  no_text: 'No text found',
  refused: 'Refused',
  accepted: 'Accepted',
  discarded: 'Discarded',
};

/** The statuses a reviewer works through: read, or read as far as could be. */
export const INTAKE_REVIEWABLE: readonly IntakeStatus[] = ['review', 'no_text'];

export const INTAKE_ORIGINS = ['upload', 'zip', 'email'] as const;
export type IntakeOrigin = (typeof INTAKE_ORIGINS)[number];

export const INTAKE_ORIGIN_LABELS: Record<IntakeOrigin, string> = {
  upload: 'Upload',
  zip: 'Zip upload',
  email: 'E-mail',
};

/** One upload: at most this many files, or one zip of at most this many resumes. */
export const INTAKE_MAX_FILES = 200;
/** One upload (or one zip) in all. */
export const INTAKE_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
