import { mixed, number, object, string, type InferType } from 'yup';
import { company } from '../config/company';
import { PHONE_PATTERN, RESUME_MAX_BYTES } from '../config/constants';
import { GENDER_OPTIONS, INDIAN_STATES } from '../config/options';
import { noticePeriodField, noticeUntilField, originField } from './candidate-fields';
import { EMAIL_PATTERN, isIsoDate, isPastOrToday, isYoungerThan } from './common';
import {
  noticeVersionField,
  optionalChoiceField,
  privacyMessages,
  requiredConsentField,
} from './privacy-schema';
import { screeningAnswersField } from './screening-schema';

export const applicationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be 10 digits starting with 6, 7, 8 or 9',
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Date of birth is not a valid date',
  dobInFuture: 'Date of birth cannot be in the future',
  dobUnderAge: `We cannot take applications from people under 18 online. Please ask a parent or guardian to write to ${company.emails.careers} with your details.`,
  genderRequired: 'Gender is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  resumeRequired: 'Resume is required',
  resumeType: 'Please upload a PDF or Word document',
  resumeSize: 'File size must be less than 5MB',
  /** A form sent back with its messages cannot hold the file it sent. */
  resumeChooseAgain: 'Please choose your resume again',
} as const;

/** The age from which an application is taken online. */
const ADULT_AGE = 18;

const optionalText = (max: number) => string().trim().max(max).default('');

/** The job application's fields, as the form holds them and as `formData` carries them. */
export const applicationSchema = object({
  jobId: number().integer().min(0).default(0),
  firstName: string().trim().max(80).required(applicationMessages.firstNameRequired),
  lastName: string().trim().max(80).required(applicationMessages.lastNameRequired),
  email: string()
    .trim()
    .max(254)
    .required(applicationMessages.emailRequired)
    .matches(EMAIL_PATTERN, applicationMessages.emailInvalid),
  phone: string()
    .trim()
    .required(applicationMessages.phoneRequired)
    .matches(PHONE_PATTERN, applicationMessages.phoneInvalid),
  dob: string()
    .trim()
    .required(applicationMessages.dobRequired)
    .test('iso-date', applicationMessages.dobInvalid, (value) => !value || isIsoDate(value))
    .test(
      'not-future',
      applicationMessages.dobInFuture,
      (value) => !value || !isIsoDate(value) || isPastOrToday(value),
    )
    /*
     * A child's personal data needs a parent's verifiable consent (DPDP Act 2023 s.9), which a
     * web form cannot obtain: an applicant under 18 (in India, today) is told how to apply
     * instead, and nothing of the application is stored.
     */
    .test(
      'adult',
      applicationMessages.dobUnderAge,
      (value) =>
        !value || !isIsoDate(value) || !isPastOrToday(value) || !isYoungerThan(value, ADULT_AGE),
    ),
  gender: string()
    .trim()
    .required(applicationMessages.genderRequired)
    .oneOf(
      GENDER_OPTIONS.map((option) => option.value),
      applicationMessages.genderRequired,
    ),
  address: string().trim().max(500).required(applicationMessages.addressRequired),
  city: string().trim().max(80).required(applicationMessages.cityRequired),
  state: string()
    .trim()
    .required(applicationMessages.stateRequired)
    .oneOf([...INDIAN_STATES], applicationMessages.stateRequired),
  jobExperience: optionalText(10),
  currentCTC: optionalText(40),
  expectedCTC: optionalText(40),
  currentEmployer: optionalText(120),
  currentLocation: optionalText(120),
  noticePeriod: noticePeriodField(),
  noticeUntil: noticeUntilField(),
  /** Whether the applicant is serving their notice now. */
  servingNotice: optionalChoiceField(),
  /*
   * Where the applicant came from: the job link's utm_source, utm_medium and ref (read from
   * the form's address or, when they came through the job page, from that page's address) and
   * the domain of another site that sent them. The server turns them into the source.
   */
  utmSource: originField(),
  utmMedium: originField(),
  ref: originField(),
  referrerDomain: originField(),
  /*
   * Consent, not a notice alone: an application carries a resume, a date of birth and
   * salaries that several people handle over weeks, so the applicant agrees explicitly with
   * an unticked box (DPDP Act s.6), and we can show when and to which notice. Keeping the
   * application for other roles is a second purpose with a longer retention: a separate,
   * optional choice. Without the consent nothing of the application is stored.
   */
  noticeVersion: noticeVersionField('application'),
  consent: requiredConsentField(privacyMessages.applicationConsentRequired),
  keepForOtherRoles: optionalChoiceField(),
  /*
   * Updates on WhatsApp or by SMS, each its own unticked box: e-mail stays the default, and
   * nothing goes to the number on another channel without its opt-in.
   */
  whatsappUpdates: optionalChoiceField(),
  smsUpdates: optionalChoiceField(),
  /** Checked against the job's questions by the server (`screeningAnswerErrors`). */
  screeningAnswers: screeningAnswersField,
});

export type JobApplicationInput = InferType<typeof applicationSchema>;

/** The boxes of the form; posted without JavaScript, a ticked one sends 'on', an unticked one nothing. */
export const APPLICATION_BOXES = [
  'servingNotice',
  'consent',
  'keepForOtherRoles',
  'whatsappUpdates',
  'smsUpdates',
] as const;

/**
 * What the application page shows after its form was posted without JavaScript: what was
 * typed by field name (an answer as `screeningAnswers.<id>`, a ticked box 'on'; never the
 * file), each field's message (the resume's as `formResume`), and the result.
 */
export interface ApplicationFormPost {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  outcome: { kind: 'success' | 'error'; text: string } | null;
}

const RESUME_NAME = /\.(pdf|docx?)$/i;
const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The browser-side check of the chosen resume (the server checks the bytes again). */
export const resumeFileSchema = mixed<{ name: string; size: number; type: string }>()
  .required(applicationMessages.resumeRequired)
  .test('resume-type', applicationMessages.resumeType, (file) =>
    !file ? true : RESUME_NAME.test(file.name) && (!file.type || RESUME_TYPES.includes(file.type)),
  )
  .test(
    'resume-size',
    applicationMessages.resumeSize,
    (file) => !file || file.size < RESUME_MAX_BYTES,
  );
