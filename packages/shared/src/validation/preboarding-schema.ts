import { array, boolean, mixed, object, string, type InferType } from 'yup';
import {
  PREBOARDING_DOCUMENT_KINDS,
  PREBOARDING_DOCUMENTS_MAX,
  PREBOARDING_LABEL_MAX_LENGTH,
  PREBOARDING_REASON_MAX_LENGTH,
  type PreboardingDocumentKind,
} from '../config/preboarding';
import { indiaToday } from '../lib/job-dates/india-date';
import { isIsoDate } from './common';

export const preboardingMessages = {
  documentsRequired: 'Ask for at least one document',
  documentsTooMany: `Ask for at most ${PREBOARDING_DOCUMENTS_MAX} documents`,
  kindUnknown: 'Choose what kind of document this is',
  labelRequired: 'Name the document',
  labelTooLong: `The name must be at most ${PREBOARDING_LABEL_MAX_LENGTH} characters long`,
  labelTwice: 'Each document may be asked for only once',
  panRequired: 'Enter your PAN',
  panFormat: 'Enter the PAN as the card gives it: five letters, four digits, a letter (ABCDE1234F)',
  aadhaarRequired: 'Enter the last four digits of your Aadhaar',
  aadhaarFull:
    'Do not enter your full Aadhaar number: type only its last four digits. We never keep the full number.',
  aadhaarLastFour: 'Enter only the last four digits of your Aadhaar',
  maskedRequired:
    'Tick the box to confirm your Aadhaar copy is masked: only its last four digits show',
  fileRequired: 'Choose the file to upload',
  fileTooLarge: 'The file must be smaller than 5MB',
  fileWrongType: 'Please upload a PDF, JPEG or PNG file',
  maskedCheckRequired:
    'Confirm that the copy shows only the last four digits of the Aadhaar, or ask for it again',
  reasonRequired: 'Say what is wrong, so the candidate knows what to send',
  reasonTooLong: `At most ${PREBOARDING_REASON_MAX_LENGTH} characters`,
  joiningActionUnknown: 'Confirm the joining date or ask for a change',
  joiningDateRequired: 'Choose the date you would like to join',
  joiningDateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  joiningDatePast: 'Choose a date after today',
  joiningReasonRequired: 'Say why you would like to join on another date',
} as const;

const reason = (required: string) =>
  string()
    .trim()
    .required(required)
    .max(PREBOARDING_REASON_MAX_LENGTH, preboardingMessages.reasonTooLong);

/** The documents HR asks a job's new joiners for, in order. */
export const preboardingDocumentListSchema = object({
  documents: array(
    object({
      kind: mixed<PreboardingDocumentKind>()
        .oneOf(PREBOARDING_DOCUMENT_KINDS, preboardingMessages.kindUnknown)
        .required(preboardingMessages.kindUnknown),
      label: string()
        .trim()
        .required(preboardingMessages.labelRequired)
        .max(PREBOARDING_LABEL_MAX_LENGTH, preboardingMessages.labelTooLong),
    }),
  )
    .required(preboardingMessages.documentsRequired)
    .min(1, preboardingMessages.documentsRequired)
    .max(PREBOARDING_DOCUMENTS_MAX, preboardingMessages.documentsTooMany)
    .test(
      'unique',
      preboardingMessages.labelTwice,
      (items) =>
        new Set(items.map((item) => item?.label?.trim().toLowerCase())).size === items.length,
    ),
});
export type PreboardingDocumentListInput = InferType<typeof preboardingDocumentListSchema>;

// Verhoeff's tables (the check digit UIDAI gives every Aadhaar number).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 2, 4, 1],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether the digits carry a valid Verhoeff check digit, as every Aadhaar number does. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, index) => {
    check = VERHOEFF_D[check][VERHOEFF_P[index % 8][Number(digit)]];
  });
  return check === 0;
}

/** A full Aadhaar number as people write it: twelve digits, maybe in groups, not starting 0 or 1. */
export const looksLikeFullAadhaar = (value: string) => {
  const digits = value.replace(/[\s-]/g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
};

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** What the candidate sends with a PAN card. */
export const panUploadSchema = object({
  panNumber: string()
    .trim()
    .uppercase()
    .required(preboardingMessages.panRequired)
    .matches(PAN_PATTERN, preboardingMessages.panFormat),
});

/**
 * What the candidate sends with an Aadhaar copy: its last four digits only (a full number
 * is refused with its own message and never kept), and the box saying the copy is masked.
 */
export const aadhaarUploadSchema = object({
  aadhaarLastFour: string()
    .trim()
    .required(preboardingMessages.aadhaarRequired)
    .test('not-full', preboardingMessages.aadhaarFull, (value) => !looksLikeFullAadhaar(value))
    .matches(/^\d{4}$/, preboardingMessages.aadhaarLastFour),
  masked: boolean()
    .transform((value, original) => (original === 'on' ? true : value))
    .oneOf([true], preboardingMessages.maskedRequired)
    .required(preboardingMessages.maskedRequired),
});

/**
 * HR accepts a document. For an Aadhaar copy HR confirms they saw only its last four digits:
 * that check, not software, decides that a masked copy may be kept.
 */
export const preboardingAcceptSchema = object({
  maskedChecked: boolean(),
});
export type PreboardingAcceptInput = InferType<typeof preboardingAcceptSchema>;

/** HR asks for a document again: the reason goes to the candidate. */
export const preboardingAskAgainSchema = object({
  reason: reason(preboardingMessages.reasonRequired),
});
export type PreboardingAskAgainInput = InferType<typeof preboardingAskAgainSchema>;

/** The candidate confirms the joining date, or asks to join on another day and says why. */
export const joiningDateAnswerSchema = object({
  action: mixed<'confirm' | 'change'>()
    .oneOf(['confirm', 'change'] as const, preboardingMessages.joiningActionUnknown)
    .required(preboardingMessages.joiningActionUnknown),
  date: string()
    .trim()
    .when('action', {
      is: 'change',
      then: (schema) =>
        schema
          .required(preboardingMessages.joiningDateRequired)
          .test('iso-date', preboardingMessages.joiningDateInvalid, (value) => isIsoDate(value))
          .test(
            'future',
            preboardingMessages.joiningDatePast,
            (value) => !isIsoDate(value) || value > indiaToday(),
          ),
      otherwise: (schema) => schema.strip(),
    }),
  reason: string()
    .trim()
    .when('action', {
      is: 'change',
      then: () => reason(preboardingMessages.joiningReasonRequired),
      otherwise: (schema) => schema.strip(),
    }),
});
export type JoiningDateAnswerInput = InferType<typeof joiningDateAnswerSchema>;

/** HR declines a joining date change: the reason goes to the candidate. */
export const joiningDeclineSchema = object({
  reason: reason(preboardingMessages.reasonRequired),
});
export type JoiningDeclineInput = InferType<typeof joiningDeclineSchema>;
