import { seedEmployeesDemo } from '../../server/modules/employees';
import { VERIFICATION_BLOCKED } from '../../server/modules/verification/verification-routes';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const NO_MATCH = 'No employee matches that employee code and date of birth.';

describe(`employee verification cannot be worn down by guessing (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  const inbox: string[] = [];
  let address = 0;

  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        verificationTuning: { perAddressPerHour: 10_000, notFoundFloorMs: 0 },
        devInbox: (text) => inbox.push(text),
      },
    );
    await seedEmployeesDemo(ctx.database.db);
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    await ctx.close();
  });

  // Each call from a new address, as a spoofing or distributed attacker would send them.
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `203.0.113.${(address += 1)}` });
  const init = (employeeCode: string, dob: string) =>
    post('/api/career/init-otp', {
      employeeCode,
      dob,
      noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
    });
  const verify = (employeeCode: string, otp: string) =>
    post('/api/career/verify-otp', { employeeCode, otp });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function requestCode(employeeCode: string, dob: string): Promise<string> {
    const response = await init(employeeCode, dob);
    expect(response.statusCode).toBe(200);
    return /\b(\d{6})\b/.exec(inbox.at(-1)!)![1];
  }

  const setFailures = (employeeCode: string, failures: number, lockedUntil: string | null) =>
    ctx.database.db
      .updateTable('employees')
      .set({ otp_failures: failures, otp_locked_until: lockedUntil })
      .where('employee_code', '=', employeeCode)
      .execute();

  const clearCodes = () => ctx.database.db.deleteFrom('otp_challenges').execute();

  const fromAddress = (remoteAddress: string, employeeCode: string, dob: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/career/init-otp',
      payload: { employeeCode, dob, noticeVersion: PRIVACY_NOTICE_VERSIONS.verification },
      remoteAddress,
    });

  it('refuses an address after five wrong dates of birth a day, and lets the employee verify from elsewhere', async () => {
    for (let day = 1; day <= 5; day += 1) {
      const wrong = await fromAddress('198.51.100.77', 'VI-1001', `1980-01-0${day}`);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe(NO_MATCH);
    }
    const refused = await fromAddress('198.51.100.77', 'VI-1003', '1980-01-09');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromAddress('198.51.100.78', 'VI-1001', '1990-05-14')).statusCode).toBe(200);
  });

  it('stops matching a code after twenty wrong dates a day from many addresses, answering exactly as an unknown code', async () => {
    await clearCodes();
    const answers = async (employeeCode: string, rightDob: string) => {
      for (let day = 10; day < 30; day += 1) {
        const wrong = await init(employeeCode, `1980-01-${day}`);
        expect(wrong.statusCode).toBe(404);
      }
      const locked = await init(employeeCode, rightDob);
      return {
        status: locked.statusCode,
        body: locked.json() as unknown,
        retry: locked.headers['retry-after'],
      };
    };
    const known = await answers('VI-1004', '1996-08-30');
    const unknown = await answers('VI-9998', '1996-08-30');
    expect(known).toEqual(unknown);
    expect(known).toEqual({
      status: 404,
      body: { success: false, message: NO_MATCH },
      retry: undefined,
    });
    expect(inbox.join('')).not.toContain('VI-1004');
  });

  it('does not count a right date of birth against the code', async () => {
    await clearCodes();
    for (let i = 0; i < 4; i += 1)
      expect((await init('VI-1002', '1980-01-01')).statusCode).toBe(404);
    for (let i = 0; i < 3; i += 1) {
      await clearCodes();
      expect((await init('VI-1002', '1993-11-02')).statusCode).toBe(200);
    }
  });

  it('doubles the lock at every tenth failure in a row; a lock running out does not reset the count', async () => {
    await setFailures('VI-1006', 19, null);
    const otp = await requestCode('VI-1006', '1999-12-19');
    const twentieth = await verify('VI-1006', otherCode(otp));
    expect(twentieth.statusCode).toBe(429);
    expect(Number(twentieth.headers['retry-after'])).toBe(2 * 3600);

    await setFailures('VI-1006', 20, new Date(Date.now() - 1000).toISOString());
    await clearCodes();
    const next = await requestCode('VI-1006', '1999-12-19');
    expect((await verify('VI-1006', otherCode(next))).statusCode).toBe(400);
    const state = await ctx.database.db
      .selectFrom('employees')
      .select('otp_failures')
      .where('employee_code', '=', 'VI-1006')
      .executeTakeFirstOrThrow();
    expect(state.otp_failures).toBe(21);
  });

  it('blocks verification at 100 failures in a row until staff unblock it', async () => {
    await clearCodes();
    await setFailures('VI-1008', 99, new Date(Date.now() - 1000).toISOString());
    const otp = await requestCode('VI-1008', '1987-09-25');
    const hundredth = await verify('VI-1008', otherCode(otp));
    expect(hundredth.statusCode).toBe(429);
    expect(hundredth.json().message).toBe(VERIFICATION_BLOCKED);
    expect((await verify('VI-1008', otp)).json().message).toBe(VERIFICATION_BLOCKED);
    await clearCodes();
    const again = await init('VI-1008', '1987-09-25');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(VERIFICATION_BLOCKED);

    const { id } = await ctx.database.db
      .selectFrom('employees')
      .select('id')
      .where('employee_code', '=', 'VI-1008')
      .executeTakeFirstOrThrow();
    const unlock = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${id}/verification-unlock`,
      headers: { authorization: auth },
    });
    expect(unlock.statusCode).toBe(200);
    const fresh = await requestCode('VI-1008', '1987-09-25');
    expect((await verify('VI-1008', fresh)).statusCode).toBe(200);
  });
});
