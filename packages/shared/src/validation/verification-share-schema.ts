import { array, mixed, number, object, string, type InferType } from 'yup';
import { SHARE_FIELDS, SHARE_LIFETIME_DAYS, type ShareField } from '../config/verification-sharing';
import { EMAIL_PATTERN } from './common';

export const shareMessages = {
  fieldsRequired: 'Choose at least one field to share.',
  organisationRequired: "Enter the verifier's organisation.",
  emailRequired: "Enter the verifier's e-mail address.",
  emailInvalid: 'Please enter a valid email address',
  purposeRequired: 'Enter the purpose of the verification.',
  lifetimeInvalid: 'Choose 7, 14 or 30 days.',
  consentRequired: 'Please confirm that you agree to this disclosure.',
  reportRequired: 'Describe what is wrong in your record (at least 10 characters).',
  resolutionRequired: 'Write a note for the employee (at least 5 characters).',
} as const;

const fieldKey = mixed<ShareField>()
  .oneOf([...SHARE_FIELDS], shareMessages.fieldsRequired)
  .required(shareMessages.fieldsRequired);

/** What the employee confirms in the share dialog. */
export const shareRequestSchema = object({
  fields: array(fieldKey)
    .min(1, shareMessages.fieldsRequired)
    .max(SHARE_FIELDS.length)
    .required(shareMessages.fieldsRequired),
  organisation: string().trim().max(150).required(shareMessages.organisationRequired),
  email: string()
    .trim()
    .max(254)
    .required(shareMessages.emailRequired)
    .matches(EMAIL_PATTERN, { message: shareMessages.emailInvalid, excludeEmptyString: true }),
  purpose: string()
    .trim()
    .min(5, shareMessages.purposeRequired)
    .max(300)
    .required(shareMessages.purposeRequired),
  days: number()
    .oneOf([...SHARE_LIFETIME_DAYS], shareMessages.lifetimeInvalid)
    .required(shareMessages.lifetimeInvalid),
  consent: mixed<boolean>()
    .oneOf([true], shareMessages.consentRequired)
    .required(shareMessages.consentRequired),
});

export type ShareRequest = InferType<typeof shareRequestSchema>;

export const errorReportSchema = object({
  description: string()
    .trim()
    .min(10, shareMessages.reportRequired)
    .max(2000)
    .required(shareMessages.reportRequired),
});

export type ErrorReport = InferType<typeof errorReportSchema>;

export const errorResolutionSchema = object({
  note: string()
    .trim()
    .min(5, shareMessages.resolutionRequired)
    .max(2000)
    .required(shareMessages.resolutionRequired),
});

export type ErrorResolution = InferType<typeof errorResolutionSchema>;
