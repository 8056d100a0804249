import { object, string, type InferType } from 'yup';
import { APPLICATION_SOURCES, CONSENT_SOURCES, MANUAL_SOURCES } from '../config/candidates';
import { PHONE_PATTERN } from '../config/constants';
import { INDIAN_STATES } from '../config/options';
import { applicationMessages, applicationSchema } from './application-schema';

export const candidateMessages = {
  sourceRequired: 'Choose where the candidate came from.',
  consentSourceRequired: 'Choose how the candidate agreed to the privacy notice.',
  referrerRequired: 'Enter the employee code of the colleague who referred the candidate.',
  referrerUnknown: 'No employee has this code.',
  detailTooLong: 'Use at most 200 characters.',
} as const;

const m = candidateMessages;

/** Referral: the referring employee's code; needed for a referral, ignored otherwise. */
const referrerField = () =>
  string()
    .trim()
    .max(50, m.referrerUnknown)
    .default('')
    .test('needed', m.referrerRequired, (value, context) => {
      const source = (context.parent as { source?: string }).source;
      return source !== 'referral' || Boolean(value);
    })
    .meta({ description: "The referring employee's code, when source is referral" });

const sourceDetailField = () =>
  string()
    .trim()
    .max(200, m.detailTooLong)
    .default('')
    .meta({ description: 'The agency, campaign or site; free text' });

/**
 * A candidate a recruiter adds to a job by hand (with a resume, sent beside these fields):
 * the details they know, where the candidate came from, and how the candidate agreed to the
 * privacy notice, which they are then sent by e-mail.
 */
export const manualCandidateSchema = applicationSchema
  .pick([
    'firstName',
    'lastName',
    'email',
    'jobExperience',
    'currentEmployer',
    'currentCTC',
    'expectedCTC',
    'currentLocation',
    'noticePeriod',
    'noticeUntil',
    'servingNotice',
  ])
  .shape({
    phone: string()
      .trim()
      .default('')
      .test(
        'phone',
        applicationMessages.phoneInvalid,
        (value) => !value || PHONE_PATTERN.test(value),
      ),
    city: string().trim().max(80).default(''),
    state: string()
      .trim()
      .default('')
      .oneOf(['', ...INDIAN_STATES], applicationMessages.stateRequired),
    source: string()
      .trim()
      .required(m.sourceRequired)
      .oneOf([...MANUAL_SOURCES], m.sourceRequired),
    referrerCode: referrerField(),
    sourceDetail: sourceDetailField(),
    consentSource: string()
      .trim()
      .required(m.consentSourceRequired)
      .oneOf([...CONSENT_SOURCES], m.consentSourceRequired),
  });

export type ManualCandidateInput = InferType<typeof manualCandidateSchema>;

/** Staff correcting where an application came from. */
export const applicationSourceSchema = object({
  source: string()
    .trim()
    .required(m.sourceRequired)
    .oneOf([...APPLICATION_SOURCES], m.sourceRequired),
  referrerCode: referrerField(),
  sourceDetail: sourceDetailField(),
});

export type ApplicationSourceInput = InferType<typeof applicationSourceSchema>;
