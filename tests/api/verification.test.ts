import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { startInbox, type Inbox, type ReceivedMail } from './smtp-inbox';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const NO_MATCH = 'No employee matches that employee code and date of birth.';
const TOO_MANY = 'Too many wrong attempts. Please request a new code.';
const MAIL_DOWN =
  'We could not send the verification e-mail right now. Please try again in a few minutes.';
const RECORD_FIELDS = [
  'ProfileImage',
  'FirstName',
  'LastName',
  'Designation',
  'Department',
  'Status',
  'Grade',
  'DOB',
  'Gender',
  'PhoneNumber',
  'PersonalEmail',
  'OfficialEmail',
  'JoiningDate',
  'Salary',
  'EmploymentType',
  'TerminationDate',
];

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function codeIn(mail: ReceivedMail): string {
  const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in message:\n${mail.text}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`employee verification (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  const logLines: string[] = [];
  const statuses: number[] = [];

  beforeAll(async () => {
    inbox = await startInbox();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    ctx = await createTestApp(
      { smtpUrl: inbox.url },
      {
        logger: { level: 'info', stream: logStream },
        verificationTuning: { perAddressPerHour: 10_000, notFoundFloorMs: 60 },
      },
    );
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  async function post(url: string, payload: object, extra: Partial<InjectOptions> = {}) {
    const response = await ctx.app.inject({ method: 'POST', url, payload, ...extra });
    statuses.push(response.statusCode);
    return response;
  }
  const init = (employeeCode: string, dob: string, extra?: Partial<InjectOptions>) =>
    post(
      '/api/career/init-otp',
      { employeeCode, dob, noticeVersion: PRIVACY_NOTICE_VERSIONS.verification },
      extra,
    );
  const verify = (employeeCode: string, otp: string) =>
    post('/api/career/verify-otp', { employeeCode, otp });

  async function employeeId(code: string): Promise<number> {
    const row = await ctx.database.db
      .selectFrom('employees')
      .select('id')
      .where('employee_code', '=', code)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Moves the employee's codes into the past, as if minutes had gone by. */
  async function age(code: string, seconds: number) {
    const id = await employeeId(code);
    const rows = await ctx.database.db
      .selectFrom('otp_challenges')
      .select(['id', 'created_at'])
      .where('employee_id', '=', id)
      .execute();
    for (const row of rows) {
      await ctx.database.db
        .updateTable('otp_challenges')
        .set({ created_at: new Date(Date.parse(row.created_at) - seconds * 1000).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async function requestCode(code: string, dob: string): Promise<string> {
    const before = inbox.messages.length;
    const response = await init(code, dob);
    expect(response.statusCode).toBe(200);
    expect(inbox.messages.length).toBe(before + 1);
    return codeIn(inbox.messages.at(-1)!);
  }

  it('mails a six-digit code to the official address and releases exactly the details record once', async () => {
    const before = inbox.messages.length;
    const response = await init('VI-1001', '1990-05-14');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Code sent to r****@example.com',
      data: { destination: 'r****@example.com', expiresInSeconds: 600, resendAfterSeconds: 60 },
    });

    expect(inbox.messages.length).toBe(before + 1);
    const mail = inbox.messages.at(-1)!;
    expect(mail.headers.get('to')).toBe('rahul.sharma@example.com');
    expect(mail.headers.get('subject')).toContain('Vistaar Infotech');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    // Both parts, the plain text and the HTML, say everything.
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(code);
      expect(part).toContain('Vistaar Infotech');
      expect(part).toMatch(/10 minutes/);
      expect(part).toMatch(/did not ask for this code/);
      expect(part).toMatch(/support/);
    }

    const stored = await ctx.database.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('employee_id', '=', await employeeId('VI-1001'))
      .executeTakeFirstOrThrow();
    expect(stored.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hmac).not.toContain(code);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(600_000);

    const verified = await verify('VI-1001', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    const record = verified.json().data;
    expect(Object.keys(record).sort()).toEqual([...RECORD_FIELDS].sort());
    expect(record).toEqual({
      ProfileImage: expect.stringMatching(/^\/api\/files\/photos\/\d+\?expires=\d+&signature=/),
      FirstName: 'Rahul',
      LastName: 'Sharma',
      Designation: 'Senior Software Engineer',
      Department: 'Engineering',
      Status: 'Active',
      Grade: 'L4',
      DOB: '1990-05-14',
      Gender: 'Male',
      PhoneNumber: '9876543210',
      PersonalEmail: 'rahul.sharma90@example.com',
      OfficialEmail: 'rahul.sharma@example.com',
      JoiningDate: '2018-07-02',
      Salary: 1850000,
      EmploymentType: 'Full-time',
      TerminationDate: '',
    });
    const expires = Number(/expires=(\d+)/.exec(record.ProfileImage)![1]);
    expect(expires * 1000 - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const photo = await ctx.app.inject({ method: 'GET', url: record.ProfileImage });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');

    const reused = await verify('VI-1001', code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, message: 'Please request a new code.' });
  });

  it('matches the employee code trimmed and in any case, and mails the personal address when there is no official one', async () => {
    const response = await init('  vi-1009 ', '2002-06-08');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.destination).toBe('a****@example.com');
    const mail = inbox.messages.at(-1)!;
    expect(mail.headers.get('to')).toBe('aditya.kulkarni02@example.com');
    const verified = await verify('VI-1009', codeIn(mail));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      FirstName: 'Aditya',
      LastName: 'Kulkarni',
      OfficialEmail: '',
      EmploymentType: 'Intern',
    });
  });

  it('answers an unknown code and a wrong date of birth alike, and sends nothing', async () => {
    const before = inbox.messages.length;
    const challengesBefore = await ctx.database.db
      .selectFrom('otp_challenges')
      .select('id')
      .execute();
    const timed = async (code: string, dob: string) => {
      const started = performance.now();
      const response = await init(code, dob);
      return { response, ms: performance.now() - started };
    };
    const unknown = await timed('VI-9999', '1990-05-14');
    const wrongDate = await timed('VI-1002', '1993-11-03');
    for (const { response, ms } of [unknown, wrongDate]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: NO_MATCH });
      expect(ms).toBeGreaterThanOrEqual(55);
    }
    // Both misses wait for the same floor; how close the two times are is left to the clock
    // of a quiet machine, not asserted on a shared one.
    expect(unknown.response.body).toBe(wrongDate.response.body);
    expect(inbox.messages.length).toBe(before);
    expect(await ctx.database.db.selectFrom('otp_challenges').select('id').execute()).toHaveLength(
      challengesBefore.length,
    );
  });

  it('lets Black Listed and Terminated employees verify too', async () => {
    for (const [code, dob, status] of [
      ['VI-1005', '1989-04-07', 'Black Listed'],
      ['VI-1007', '1992-02-11', 'Terminated'],
    ]) {
      const otp = await requestCode(code, dob);
      const verified = await verify(code, otp);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.Status).toBe(status);
      expect(verified.json().data.TerminationDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
  });

  it('refuses an expired code', async () => {
    const otp = await requestCode('VI-1002', '1993-11-02');
    await ctx.database.db
      .updateTable('otp_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('employee_id', '=', await employeeId('VI-1002'))
      .execute();
    const response = await verify('VI-1002', otp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'This code has expired. Please request a new one.',
    });
  });

  it('refuses a code that a newer one has replaced', async () => {
    const first = await requestCode('VI-1003', '1986-01-23');
    await age('VI-1003', 120);
    const second = await requestCode('VI-1003', '1986-01-23');
    const old = await verify('VI-1003', first === second ? otherCode(second) : first);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('The code is not correct. 4 attempts left.');
    expect((await verify('VI-1003', second)).statusCode).toBe(200);
  });

  it('kills a code after five wrong tries: the sixth is refused even with the right code', async () => {
    const otp = await requestCode('VI-1004', '1996-08-30');
    const wrong = otherCode(otp);
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify('VI-1004', wrong);
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      'The code is not correct. 4 attempts left.',
      'The code is not correct. 3 attempts left.',
      'The code is not correct. 2 attempts left.',
      'The code is not correct. 1 attempt left.',
    ]);
    const fifth = await verify('VI-1004', wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ success: false, message: TOO_MANY });
    const sixth = await verify('VI-1004', otp);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: TOO_MANY });
  });

  it('locks an employee for an hour after ten failures in a row, across new codes', async () => {
    const code = 'VI-1006';
    const dob = '1999-12-19';
    const fail = async (otp: string, times: number) => {
      for (let i = 0; i < times; i += 1) {
        expect((await verify(code, otherCode(otp))).statusCode).toBe(400);
      }
    };
    await fail(await requestCode(code, dob), 4);
    await age(code, 120);
    await fail(await requestCode(code, dob), 4);
    await age(code, 120);
    const third = await requestCode(code, dob);
    await fail(third, 1);
    // The tenth failure in a row: this code has had only two wrong tries, yet the employee is locked.
    const tenth = await verify(code, otherCode(third));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(TOO_MANY);
    expect(Number(tenth.headers['retry-after'])).toBe(3600);

    const right = await verify(code, third);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY);

    await age(code, 120);
    const again = await init(code, dob);
    expect(again.statusCode).toBe(429);
    const retry = Number(again.headers['retry-after']);
    expect(retry).toBeGreaterThan(3500);
    expect(again.json().data).toEqual({ retryAfterSeconds: retry });

    const state = await ctx.database.db
      .selectFrom('employees')
      .select(['otp_failures', 'otp_locked_until'])
      .where('employee_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(state.otp_failures).toBe(10);
    expect(Date.parse(state.otp_locked_until!) - Date.now()).toBeGreaterThan(3500_000);
  });

  it('resets the failure count after a right code', async () => {
    const code = 'VI-1008';
    const otp = await requestCode(code, '1987-09-25');
    for (let i = 0; i < 3; i += 1) await verify(code, otherCode(otp));
    expect((await verify(code, otp)).statusCode).toBe(200);
    const state = await ctx.database.db
      .selectFrom('employees')
      .select('otp_failures')
      .where('employee_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(state.otp_failures).toBe(0);
  });

  it('sends at most one code a minute and five an hour per employee', async () => {
    const code = 'VI-1011';
    const dob = '1994-07-29';
    await requestCode(code, dob);
    const tooSoon = await init(code, dob);
    expect(tooSoon.statusCode).toBe(429);
    const retry = Number(tooSoon.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toEqual({
      success: false,
      message: expect.stringContaining('seconds'),
      data: { retryAfterSeconds: retry },
    });

    for (let sent = 2; sent <= 5; sent += 1) {
      await age(code, 61);
      await requestCode(code, dob);
    }
    await age(code, 61);
    const sixth = await init(code, dob);
    expect(sixth.statusCode).toBe(429);
    const hourRetry = Number(sixth.headers['retry-after']);
    // The oldest of the five went out 5 x 61 s ago; the window is an hour.
    expect(hourRetry).toBeGreaterThan(3600 - 5 * 61 - 5);
    expect(hourRetry).toBeLessThanOrEqual(3600 - 5 * 61);
    expect(sixth.json().data).toEqual({ retryAfterSeconds: hourRetry });

    await age(code, 3600);
    expect((await init(code, dob)).statusCode).toBe(200);
  });

  it('checks the fields with the spec messages', async () => {
    const cases: [string, object, string][] = [
      ['/api/career/init-otp', {}, 'Please fill in all fields.'],
      ['/api/career/init-otp', { employeeCode: 'VI-1001' }, 'Please fill in all fields.'],
      [
        '/api/career/init-otp',
        { employeeCode: 'VI-1001', dob: '14/05/1990' },
        'Date input not valid.',
      ],
      [
        '/api/career/verify-otp',
        { employeeCode: 'VI-1001', otp: '12345' },
        'Please enter a valid 6-digit OTP.',
      ],
      [
        '/api/career/verify-otp',
        { employeeCode: 'VI-1001', otp: '12a456' },
        'Please enter a valid 6-digit OTP.',
      ],
      ['/api/career/verify-otp', { employeeCode: 'VI-1001' }, 'Please enter a valid 6-digit OTP.'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      expect({
        url,
        payload,
        status: response.statusCode,
        message: response.json().message,
      }).toEqual({ url, payload, status: 400, message });
    }
    const unknownField = await post('/api/career/init-otp', {
      employeeCode: 'VI-1001',
      dob: '1990-05-14',
      salary: 1,
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('answers a code for an unknown employee like a missing code, and never 401 even with a bad token', async () => {
    const unknown = await verify('VI-0000', '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: 'Please request a new code.' });
    const knownWithoutCode = await verify('VI-1012', '123456');
    expect(knownWithoutCode.statusCode).toBe(400);
    expect(knownWithoutCode.body).toBe(unknown.body);
    const withToken = await post(
      '/api/career/verify-otp',
      { employeeCode: 'VI-0000', otp: '123456' },
      { headers: { authorization: 'Bearer not-a-real-token-at-all-000000' } },
    );
    expect(withToken.statusCode).toBe(400);
  });

  it('keeps codes, birth dates and salaries out of the log, and logs the events', async () => {
    const otp = await requestCode('VI-1010', '1984-03-17');
    await verify('VI-1010', otherCode(otp));
    await verify('VI-1010', otp);
    const log = logLines.join('');
    // Standalone values only: timestamps and durations are long runs of digits too.
    const standalone = (value: string) => new RegExp(`(?<![\\d.])${value}(?![\\d.])`);
    expect(log).not.toMatch(standalone(otp));
    expect(log).not.toContain('1984-03-17');
    expect(log).not.toMatch(standalone('2900000'));
    for (const event of [
      'otp.issued',
      'otp.failed',
      'otp.verified',
      'otp.no_match',
      'otp.locked',
    ]) {
      expect(log).toContain(`"event":"${event}"`);
    }
  });

  it('never answered 401 on any of these calls', () => {
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses).not.toContain(401);
  });
});

describe(`employee verification limits per client address (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      { verificationTuning: { perAddressPerHour: 3, notFoundFloorMs: 0 } },
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    [
      '/api/career/init-otp',
      {
        employeeCode: 'VI-404',
        dob: '1990-01-01',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
      },
      404,
    ],
    ['/api/career/verify-otp', { employeeCode: 'VI-404', otp: '123456' }, 400],
  ])('%s allows a few calls an hour from one address', async (url, payload, usual) => {
    const from = (remoteAddress: string): Promise<LightMyRequestResponse> =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.7')).statusCode).toBe(usual);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(limited.json().data).toEqual({ retryAfterSeconds: retry });
    expect((await from('198.51.100.4')).statusCode).toBe(usual);
  });
});

describe(`employee verification when mail cannot be sent (${dialect})`, () => {
  it('answers 503 and leaves no open code while the mail server is down', async () => {
    const ctx = await createTestApp(
      { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` },
      { verificationTuning: { notFoundFloorMs: 0 } },
    );
    try {
      await seedEmployeesDemo(ctx.database.db);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/career/init-otp',
          payload: {
            employeeCode: 'VI-1001',
            dob: '1990-05-14',
            noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
          },
        });
        // A second try is not "too soon": the failed one left nothing behind.
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ success: false, message: MAIL_DOWN });
      }
      expect(await ctx.database.db.selectFrom('otp_challenges').selectAll().execute()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('reopens the previous code when sending its replacement fails', async () => {
    const inbox = await startInbox();
    const ctx = await createTestApp({ smtpUrl: inbox.url });
    try {
      await seedEmployeesDemo(ctx.database.db);
      const request = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/career/init-otp',
          payload: {
            employeeCode: 'VI-1002',
            dob: '1993-11-02',
            noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
          },
        });
      expect((await request()).statusCode).toBe(200);
      const code = codeIn(inbox.messages.at(-1)!);
      await ctx.database.db
        .updateTable('otp_challenges')
        .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
        .execute();
      await inbox.close();
      expect((await request()).statusCode).toBe(503);
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/verify-otp',
        payload: { employeeCode: 'VI-1002', otp: code },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('answers 200 without SMTP_URL, so the flow can be tried locally', async () => {
    const ctx = await createTestApp({ smtpUrl: undefined });
    try {
      await seedEmployeesDemo(ctx.database.db);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/init-otp',
        payload: {
          employeeCode: 'VI-1001',
          dob: '1990-05-14',
          noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.destination).toBe('r****@example.com');
    } finally {
      await ctx.close();
    }
  });
});
