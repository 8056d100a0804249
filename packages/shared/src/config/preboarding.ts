/** Pre-boarding: the documents a candidate sends once they accept an offer, and the joining date. */

/** What a requested document is; PAN and Aadhaar carry a number the candidate types too. */
export const PREBOARDING_DOCUMENT_KINDS = [
  'pan',
  'aadhaar',
  'education',
  'relieving-letter',
  'photo',
  'other',
] as const;
export type PreboardingDocumentKind = (typeof PREBOARDING_DOCUMENT_KINDS)[number];

export const PREBOARDING_KIND_LABELS: Record<PreboardingDocumentKind, string> = {
  pan: 'PAN card',
  aadhaar: 'Aadhaar (masked)',
  education: 'Education certificate',
  'relieving-letter': 'Relieving letter',
  photo: 'Photo',
  other: 'Other document',
};

/** The list a job asks for until HR sets its own. */
export const DEFAULT_PREBOARDING_DOCUMENTS: readonly {
  kind: PreboardingDocumentKind;
  label: string;
}[] = [
  { kind: 'pan', label: 'PAN card' },
  { kind: 'aadhaar', label: 'Aadhaar (masked)' },
  { kind: 'education', label: 'Highest education certificate' },
  { kind: 'relieving-letter', label: 'Relieving letter from the last employer' },
  { kind: 'photo', label: 'Passport-size photo' },
];

/**
 * Where a document is: to upload, uploaded (awaiting HR's review), accepted, or asked again
 * (HR gave a reason; the candidate uploads a new copy).
 */
export const PREBOARDING_DOCUMENT_STATUSES = [
  'to-upload',
  'uploaded',
  'accepted',
  'asked-again',
] as const;
export type PreboardingDocumentStatus = (typeof PREBOARDING_DOCUMENT_STATUSES)[number];

export const PREBOARDING_STATUS_LABELS: Record<PreboardingDocumentStatus, string> = {
  'to-upload': 'To upload',
  uploaded: 'Uploaded – awaiting review',
  accepted: 'Accepted',
  'asked-again': 'Asked again',
};

/**
 * The candidate's word on the joining date: confirmed as the offer gives it, or a change
 * asked for (pending until HR approves or declines it).
 */
export const JOINING_REQUEST_STATUSES = ['confirmed', 'pending', 'approved', 'declined'] as const;
export type JoiningRequestStatus = (typeof JOINING_REQUEST_STATUSES)[number];

/** Less than 5 MB, as resumes. */
export const PREBOARDING_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PREBOARDING_DOCUMENTS_MAX = 15;
export const PREBOARDING_LABEL_MAX_LENGTH = 100;
export const PREBOARDING_REASON_MAX_LENGTH = 500;

/** What pre-boarding adds to an offer's history. */
export const PREBOARDING_EVENT_KINDS = [
  'document-uploaded',
  'document-accepted',
  'document-asked-again',
  'joining-confirmed',
  'joining-change-requested',
  'joining-change-approved',
  'joining-change-declined',
] as const;
export type PreboardingEventKind = (typeof PREBOARDING_EVENT_KINDS)[number];

export const PREBOARDING_EVENT_LABELS: Record<PreboardingEventKind, string> = {
  'document-uploaded': 'Pre-boarding document uploaded',
  'document-accepted': 'Pre-boarding document accepted',
  'document-asked-again': 'Pre-boarding document asked again',
  'joining-confirmed': 'Joining date confirmed by the candidate',
  'joining-change-requested': 'Joining date change asked for',
  'joining-change-approved': 'Joining date change approved',
  'joining-change-declined': 'Joining date change declined',
};
