import type { InferType } from 'yup';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config';
import type { ScreeningQuestion } from '@vistaar/shared/contract';
import type { applicationFormSchema } from './application-form-schema';

/**
 * The schema for the job's questions, fetched on the first edit or submit: yup is not part
 * of the page's first load, which has a budget (`npm run size`).
 */
export const loadApplicationFormSchema = (questions: readonly ScreeningQuestion[]) => () =>
  import('./application-form-schema').then((module) => module.applicationFormSchema(questions));

/** What a valid form gives: the application's fields, the resume file and the honeypot. */
export type ApplicationFormOutput = Omit<
  InferType<ReturnType<typeof applicationFormSchema>>,
  'formResume' | 'screeningAnswers'
> & {
  formResume: File;
  screeningAnswers: Record<string, string>;
  website: string;
};

/** What the form's fields hold, in form order (so server messages focus the first); the honeypot last. */
export interface ApplicationFormValues {
  jobId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  gender: string;
  address: string;
  city: string;
  state: string;
  jobExperience: string;
  currentEmployer: string;
  currentCTC: string;
  expectedCTC: string;
  currentLocation: string;
  noticePeriod: string;
  /** YYYY-MM-DD, for notice period 'date'. */
  noticeUntil: string;
  servingNotice: boolean;
  /** The answers to the job's screening questions, by question id. */
  screeningAnswers: Record<string, string>;
  formResume: File | null;
  /** The notice shown with the form; not a field, it travels with the answers. */
  noticeVersion: string;
  /** The required agreement to the notice; never ticked for the applicant. */
  consent: boolean;
  /** The separate, optional choice to be kept for other suitable roles. */
  keepForOtherRoles: boolean;
  /** Opt-ins to updates on WhatsApp and by SMS, each never ticked for the applicant. */
  whatsappUpdates: boolean;
  smsUpdates: boolean;
  /** Where the applicant came from, read from the addresses once the form is in the browser. */
  utmSource: string;
  utmMedium: string;
  ref: string;
  referrerDomain: string;
  website: string;
}

export function emptyApplication(
  jobId: number,
  questions: readonly ScreeningQuestion[] = [],
): ApplicationFormValues {
  return {
    jobId,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    dob: '',
    gender: '',
    address: '',
    city: '',
    state: '',
    jobExperience: '',
    currentEmployer: '',
    currentCTC: '',
    expectedCTC: '',
    currentLocation: '',
    noticePeriod: '',
    noticeUntil: '',
    servingNotice: false,
    screeningAnswers: Object.fromEntries(questions.map((question) => [question.id, ''])),
    formResume: null,
    noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
    consent: false,
    keepForOtherRoles: false,
    whatsappUpdates: false,
    smsUpdates: false,
    utmSource: '',
    utmMedium: '',
    ref: '',
    referrerDomain: '',
    website: '',
  };
}
