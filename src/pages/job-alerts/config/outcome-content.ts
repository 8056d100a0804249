import { JOB_ALERT_CONFIRM_DAYS } from '@vistaar/shared/config';
import { jobAlertMessages } from '@vistaar/shared/validation';

/** What a visitor reached by following a job-alert link, or by sending the form without JavaScript. */
export type JobAlertOutcome = 'requested' | 'refused' | 'confirmed' | 'unsubscribed' | 'expired';

export const outcomeContent: Record<JobAlertOutcome, { title: string; text: string }> = {
  requested: {
    title: 'Check your inbox',
    text: `${jobAlertMessages.signupReceived} The link works for ${JOB_ALERT_CONFIRM_DAYS} days.`,
  },
  refused: {
    title: 'Please check your details',
    text: 'Your sign-up could not be accepted as sent.',
  },
  confirmed: {
    title: 'Your job alerts are on',
    text: 'We will e-mail you when a job opens in the departments you chose, at most once a day. Every alert has a link that unsubscribes you at once.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'You will get no more job alerts from us. You can sign up again on the careers page whenever you like.',
  },
  expired: {
    title: 'This link has expired',
    text: `Confirmation links work for ${JOB_ALERT_CONFIRM_DAYS} days. Sign up again on the careers page and follow the link in the new e-mail.`,
  },
};
