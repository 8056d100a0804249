import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@vistaar/shared/config';
import { setStaffAccount, setStaffRole } from '../../server/modules/auth';
import { TEST_STAFF, type TestContext } from '../../server/test-support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  /** Signs in afresh (sessions expire when a test moves the clock) and makes a call. */
  call(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** A staff account of that role, with a name, that signs in for each call. */
export async function addStaff(
  ctx: TestContext,
  email: string,
  role: StaffRole,
  name: string,
): Promise<StaffMember> {
  const { id } = await setStaffAccount(ctx.database.db, email, TEST_STAFF.password, name);
  await setStaffRole(ctx.database.db, id, role, new Date().toISOString());
  let auth: { token: string; at: number } | undefined;
  async function authorization() {
    // A session idles out after 30 minutes of the (possibly moved) clock.
    if (!auth || Date.now() - auth.at > 20 * 60_000) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailId: email, password: TEST_STAFF.password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      auth = { token: `Bearer ${response.json().token as string}`, at: Date.now() };
    }
    return auth.token;
  }
  return {
    id,
    email,
    name,
    async call(method, url, payload) {
      return ctx.app.inject({
        method,
        url,
        headers: { authorization: await authorization() },
        ...(payload ? { payload } : {}),
      });
    },
  };
}

/** A schedule body: tomorrow (in India) at 10:00 IST, a video call, with these interviewers. */
export function scheduleBody(
  interviewerIds: number[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  return {
    date: tomorrow,
    startTime: '10:00',
    durationMinutes: 60,
    mode: 'video',
    videoUrl: 'https://meet.example.com/abc-defg-hij',
    interviewerIds,
    ...overrides,
  };
}
