import { number, object, string, type InferType } from 'yup';
import { PRIVACY_REQUEST_KINDS } from '../config/privacy';
import {
  PRIVACY_REQUEST_DETAILS_MAX_LENGTH,
  PRIVACY_REQUEST_RESPONSE_MAX_LENGTH,
} from '../config/privacy-requests';
import { applicationMessages, applicationSchema } from './application-schema';
import { indiaToday } from '../lib/job-dates/india-date';
import { EMAIL_PATTERN, isIsoDate, RECORD_ID_MAX } from './common';

export const privacyRequestMessages = {
  linkSent:
    'If an application was made with this e-mail address, we have e-mailed a new link to it. Your earlier links keep working until you open the new one.',
  linkTooMany: 'Too many link requests. Please try again in an hour.',
  linkUnknown: 'This link is not valid any more. Ask for a new one with your e-mail address.',
  erasureLinkInvalid:
    'This confirmation link is not valid or has expired. Ask for erasure again from My application.',
  emailLinkInvalid:
    'This confirmation link is not valid or has expired. Change the e-mail address again from My application.',
  emailChangeSent:
    'We have e-mailed a confirmation link to the new address. Your e-mail address changes once you open it.',
  emailChanged:
    'Your e-mail address is changed. We have told the previous address about the change.',
  erased: 'This application was erased. Your personal data and resume are no longer held by us.',
  alreadyWithdrawn: 'You have already withdrawn this application.',
  closed: 'This application is closed already; there is nothing to withdraw.',
  noChange: 'Nothing changed: these are the details we already hold.',
  detailsRequired: 'Please describe your request',
  detailsTooLong: `Please keep it under ${PRIVACY_REQUEST_DETAILS_MAX_LENGTH} characters`,
  kindRequired: 'Choose the kind of request',
  nameRequired: "The requester's name is required",
  receivedOnRequired: 'The day it was received is required',
  receivedOnInvalid: 'The day it was received is not a valid date',
  receivedOnFuture: 'The day it was received cannot be in the future',
  responseRequired: 'Write the response to send',
  responseTooLong: `Please keep it under ${PRIVACY_REQUEST_RESPONSE_MAX_LENGTH} characters`,
  outcomeRequired: 'Choose whether the request is completed or declined',
  alreadyClosed: 'This request has been answered already.',
  erasureHeld: (reason: string) =>
    `This application is under a legal hold (${reason}), so it cannot be erased now. Decline the request with that reason, or release the hold first.`,
  notFound: 'Privacy request not found.',
  applicationIdInvalid: 'An application number is a whole number, like 42',
  applicationUnknown: 'No application has this number',
  nomineeNameRequired: "Enter your nominee's name",
  nomineeNameTooLong: 'Please keep the name under 200 characters',
  nomineeIsYou: 'Your nominee must be someone other than you: give their own e-mail address',
  nomineeSaved: 'Your nominee is recorded.',
  nomineeRemoved: 'Your nominee is removed.',
  noNominee: 'You have not named a nominee.',
} as const;

const emailField = () =>
  string()
    .trim()
    .max(254)
    .required(applicationMessages.emailRequired)
    .matches(EMAIL_PATTERN, applicationMessages.emailInvalid);

/**
 * A nominee (DPDP Act 2023 s.14), named on My application or My verifications: who may
 * exercise the person's rights on their death or incapacity.
 */
export const nominationInputSchema = object({
  nomineeName: string()
    .trim()
    .required(privacyRequestMessages.nomineeNameRequired)
    .max(200, privacyRequestMessages.nomineeNameTooLong),
  nomineeEmail: emailField(),
});
export type NominationInput = InferType<typeof nominationInputSchema>;

/** 'Send me a new link': the e-mail address the application was made with. */
export const applicantLinkRequestSchema = object({ email: emailField() });
export type ApplicantLinkRequest = InferType<typeof applicantLinkRequestSchema>;

/** The contact details an applicant may correct, under the application form's own rules. */
export const contactCorrectionSchema = applicationSchema.pick([
  'email',
  'phone',
  'address',
  'city',
  'state',
]);
export type ContactCorrection = InferType<typeof contactCorrectionSchema>;

const details = () =>
  string()
    .trim()
    .required(privacyRequestMessages.detailsRequired)
    .max(PRIVACY_REQUEST_DETAILS_MAX_LENGTH, privacyRequestMessages.detailsTooLong);

/** A grievance from 'My application'. */
export const grievanceSchema = object({ details: details() });
export type GrievanceInput = InferType<typeof grievanceSchema>;

/** A request staff enter from an e-mail or a letter. */
export const staffPrivacyRequestSchema = object({
  kind: string()
    .required(privacyRequestMessages.kindRequired)
    .oneOf([...PRIVACY_REQUEST_KINDS], privacyRequestMessages.kindRequired),
  requesterName: string().trim().max(160).required(privacyRequestMessages.nameRequired),
  requesterEmail: emailField(),
  details: details(),
  receivedOn: string()
    .trim()
    .required(privacyRequestMessages.receivedOnRequired)
    .max(10, privacyRequestMessages.receivedOnInvalid)
    .meta({ description: 'YYYY-MM-DD (India)' })
    .test('iso-date', privacyRequestMessages.receivedOnInvalid, (value) => isIsoDate(value))
    // Days of the company's calendar: today in India, wherever the server or browser is.
    .test(
      'not-future',
      privacyRequestMessages.receivedOnFuture,
      (value) => !isIsoDate(value) || value <= indiaToday(),
    ),
  applicationId: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(privacyRequestMessages.applicationIdInvalid)
    .integer(privacyRequestMessages.applicationIdInvalid)
    .min(1, privacyRequestMessages.applicationIdInvalid)
    .max(RECORD_ID_MAX, privacyRequestMessages.applicationIdInvalid)
    .optional(),
});
export type StaffPrivacyRequestInput = InferType<typeof staffPrivacyRequestSchema>;

/** Staff answer a request: the text e-mailed to the requester, and how it ended. */
export const privacyResponseSchema = object({
  status: string()
    .required(privacyRequestMessages.outcomeRequired)
    .oneOf(['completed', 'declined'], privacyRequestMessages.outcomeRequired),
  response: string()
    .trim()
    .required(privacyRequestMessages.responseRequired)
    .max(PRIVACY_REQUEST_RESPONSE_MAX_LENGTH, privacyRequestMessages.responseTooLong),
});
export type PrivacyResponseInput = InferType<typeof privacyResponseSchema>;

/** The forms of 'My application' that also post without JavaScript, by the `form` field they send. */
export const MY_APPLICATION_FORMS = [
  'download',
  'contact',
  'withdraw',
  'erasure',
  'nominee',
  'remove-nominee',
  'grievance',
] as const;
export type MyApplicationForm = (typeof MY_APPLICATION_FORMS)[number];

/**
 * What a 'My application' page shows after one of its forms was posted without JavaScript:
 * which form, what was typed (cleared once done), each field's message and the result. A
 * withdrawal or erasure posted without its confirmation comes back `confirming`, to ask first.
 */
export interface MyApplicationFormPost {
  form: MyApplicationForm | 'link' | 'confirm-link';
  values: Partial<Record<string, string>>;
  fieldErrors: Partial<Record<string, string>>;
  outcome: { kind: 'success' | 'error'; text: string } | null;
  confirming?: boolean;
}
