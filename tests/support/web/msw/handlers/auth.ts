import { http, HttpResponse } from 'msw';
import { STAFF_ACCOUNT, STAFF_TOKEN, db } from '../db';
import { answer, api, badRequest, ok, requireStaff } from '../answers';

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
      if (body.emailId !== STAFF_ACCOUNT.emailId || body.password !== STAFF_ACCOUNT.password) {
        return HttpResponse.json(
          { success: false, message: 'Invalid email or password' },
          { status: 401 },
        );
      }
      db.sessions.add(STAFF_TOKEN);
      return HttpResponse.json({ success: true, token: STAFF_TOKEN, message: 'Signed in' });
    }),
  ),
  http.post(
    api('/api/auth/logout'),
    answer(({ request }) => {
      db.sessions.delete(requireStaff(request));
      return ok({ message: 'Signed out' });
    }),
  ),
];
