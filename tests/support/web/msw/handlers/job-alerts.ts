import { http } from 'msw';
import { jobAlertMessages, jobAlertSignupSchema } from '@vistaar/shared/validation';
import { db } from '../db';
import { answer, api, ok, validateWith } from '../answers';

/** `features/jobAlerts`: the sign-up, checked with the form's own rules; any valid address gets the same 202. */
export const jobAlertsHandlers = [
  http.post(
    api('/api/job-alerts/subscribe'),
    answer(async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (typeof body.website === 'string' && body.website.trim() !== '') {
        return ok({ message: jobAlertMessages.signupReceived }, { status: 202 });
      }
      db.jobAlertSignups.push(await validateWith(jobAlertSignupSchema, body));
      return ok({ message: jobAlertMessages.signupReceived }, { status: 202 });
    }),
  ),
];
