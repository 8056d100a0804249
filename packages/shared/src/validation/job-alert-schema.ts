import { array, object, string, type InferType } from 'yup';
import { JOB_DEPARTMENTS } from '../config/options';
import { EMAIL_PATTERN } from './common';
import { noticeVersionField } from './privacy-schema';

export const jobAlertMessages = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  departmentsInvalid: 'Please choose departments from the list',
  /** The one answer to every sign-up, so it never tells whether an address is subscribed. */
  signupReceived:
    'Check your inbox: we have sent you a link to confirm your job alerts. Nothing is sent until you confirm.',
} as const;

/** Signing up for job alerts: an address and, optionally, the departments to hear about. */
export const jobAlertSignupSchema = object({
  email: string()
    .trim()
    .max(254)
    .required(jobAlertMessages.emailRequired)
    .matches(EMAIL_PATTERN, jobAlertMessages.emailInvalid),
  departments: array(
    string()
      .required(jobAlertMessages.departmentsInvalid)
      .oneOf([...JOB_DEPARTMENTS], jobAlertMessages.departmentsInvalid),
  )
    // A form posted without JavaScript sends one ticked department as plain text.
    .transform((value, original) => (typeof original === 'string' ? [original] : value))
    .typeError(jobAlertMessages.departmentsInvalid)
    .max(JOB_DEPARTMENTS.length, jobAlertMessages.departmentsInvalid)
    .default([]),
  /*
   * Consent by the sign-up itself, no extra box: the only purpose is the alerts asked for,
   * and the double opt-in (the click in the confirmation e-mail) is the clear affirmative
   * action the consent record keeps, with this notice version and its text.
   */
  noticeVersion: noticeVersionField('jobAlerts'),
  /** Checked by the server alone, which drops a sign-up that fills it in. */
  website: string()
    .max(500)
    .meta({ description: 'Honeypot: hidden from people, so only automated senders fill it in' }),
});

export type JobAlertSignup = InferType<typeof jobAlertSignupSchema>;
