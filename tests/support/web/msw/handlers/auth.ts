import { http, HttpResponse } from 'msw';
import { AUTHENTICATOR_CODE, STAFF_ACCOUNT, STAFF_TOKEN, db } from '../db';

const SIGN_IN_CHALLENGE = 'sign-in-challenge-for-the-second-step';
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
import { twoFactorCodeSchema } from '@vistaar/shared/validation';
import {
  answer,
  api,
  badRequest,
  conflict,
  ok,
  requireStaff,
  staffAnswer,
  validateWith,
} from '../answers';

/** `features/auth`: sign-in and sign-out. */
export const authHandlers = [
  http.post(
    api('/api/auth/login'),
    answer(async ({ request }) => {
      const body = (await request.json()) as { emailId?: unknown; password?: unknown };
      const errors: Record<string, string> = {};
      for (const field of ['emailId', 'password'] as const) {
        if (typeof body?.[field] !== 'string' || body[field] === '') {
          errors[field] = 'Invalid value.';
        }
      }
      if (Object.keys(errors).length > 0) {
        throw badRequest('Some of the information sent is not valid.', errors);
      }
      if (body.emailId !== STAFF_ACCOUNT.emailId || body.password !== db.staffPassword) {
        return HttpResponse.json(
          { success: false, message: 'Invalid email or password' },
          { status: 401 },
        );
      }
      if (db.staffTwoFactor) {
        return HttpResponse.json({
          success: true,
          challenge: SIGN_IN_CHALLENGE,
          twoFactor: 'verify',
          message: 'Enter the code from your authenticator app',
        });
      }
      db.sessions.add(STAFF_TOKEN);
      return HttpResponse.json({ success: true, token: STAFF_TOKEN, message: 'Signed in' });
    }),
  ),
  http.post(
    api('/api/auth/two-factor'),
    answer(async ({ request }) => {
      const body = (await request.json()) as { challenge?: string; code?: string };
      await validateWith(twoFactorCodeSchema, { code: body.code });
      if (body.challenge !== SIGN_IN_CHALLENGE) {
        throw badRequest('This sign-in has expired. Please sign in again.');
      }
      if (body.code !== AUTHENTICATOR_CODE) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      db.sessions.add(STAFF_TOKEN);
      return HttpResponse.json({ success: true, token: STAFF_TOKEN, message: 'Signed in' });
    }),
  ),
  http.post(
    api('/api/auth/session/two-factor'),
    staffAnswer(async ({ request }) => {
      const { code } = await validateWith(twoFactorCodeSchema, await request.json());
      if (!db.staffTwoFactor) throw conflict('Two-factor sign-in is not on for your account.');
      if (code !== AUTHENTICATOR_CODE) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      db.sessionOwesSecondFactor = null;
      return ok({ message: 'Code accepted' });
    }),
  ),
  http.get(
    api('/api/auth/me'),
    staffAnswer(() =>
      ok({
        data: {
          id: 1,
          email: STAFF_ACCOUNT.emailId,
          name: 'Hr',
          role: db.staffRole,
        },
      }),
    ),
  ),
  http.post(
    api('/api/auth/logout'),
    answer(({ request }) => {
      db.sessions.delete(requireStaff(request));
      return ok({ message: 'Signed out' });
    }),
  ),
];
