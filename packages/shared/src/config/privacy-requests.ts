import type { PrivacyRequestKind } from './privacy';

/** Where a privacy request stands: open until staff (or the product) answer it. */
export const PRIVACY_REQUEST_STATUSES = ['open', 'completed', 'declined'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Made by the person on 'My application', or entered by staff from an e-mail or letter. */
export const PRIVACY_REQUEST_SOURCES = ['self-service', 'staff'] as const;
export type PrivacyRequestSource = (typeof PRIVACY_REQUEST_SOURCES)[number];

export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  grievance: 'Grievance',
};

export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  open: 'Open',
  completed: 'Completed',
  declined: 'Declined',
};

export const PRIVACY_REQUEST_SOURCE_LABELS: Record<PrivacyRequestSource, string> = {
  'self-service': 'My application',
  staff: 'Entered by staff',
};

export const PRIVACY_REQUEST_DETAILS_MAX_LENGTH = 4000;
export const PRIVACY_REQUEST_RESPONSE_MAX_LENGTH = 8000;

/**
 * The applicant's status in plain words, whatever the recruiters call their stages. The
 * mapping from pipeline stages lives in server/modules/applicant-access/applicant-status.ts.
 */
export const APPLICANT_STATUSES = [
  'Received',
  'Under review',
  'Interviewing',
  'Offer',
  'Closed',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** An erasure confirmation link works this long, once. */
export const ERASURE_CONFIRMATION_HOURS = 24;
/** A link confirming a new e-mail address works this long, once. */
export const EMAIL_CHANGE_CONFIRMATION_HOURS = 24;
/** New 'My application' links: per e-mail address and per client address, per hour. */
export const APPLICANT_LINK_LIMIT_PER_EMAIL = 3;
export const APPLICANT_LINK_LIMIT_PER_ADDRESS = 10;
