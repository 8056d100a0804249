import type { InjectOptions } from 'fastify';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { CROSS_SITE_FORM } from '../../server/lib/form-post';
import { startInbox, type Inbox } from './smtp-inbox';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { verificationMessages } from '@vistaar/shared/validation/verification-schema';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PAGE = '/employee-details';
const STEP_COOKIE = 'vi_employee_check';

/** The page as a person reads it: React's escapes undone. */
const text = (body: string) =>
  body.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

const setCookies = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : ([] as string[]).concat(header as string | string[]);
};

/** The step cookie a response set, as a Cookie header. */
const stepCookieOf = (response: { headers: Record<string, unknown> }) => {
  const cookie = setCookies(response).find((value) => value.startsWith(`${STEP_COOKIE}=`));
  if (!cookie) throw new Error('no step cookie');
  return cookie.split(';')[0];
};

describe(`the employee verification request without JavaScript (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp(
      { smtpUrl: inbox.url },
      { verificationTuning: { perAddressPerHour: 10_000, notFoundFloorMs: 0 } },
    );
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  const postForm = (fields: Record<string, string>, extra: Partial<InjectOptions> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: PAGE,
      ...extra,
      headers: { ...FORM, ...(extra.headers ?? {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  const requestCode = (employeeCode: string, dob: string, extra: Partial<InjectOptions> = {}) =>
    postForm(
      {
        form: 'request',
        employeeCode,
        dob,
        noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
      },
      extra,
    );
  const lastCode = () => /verification code is: (\d{6})/.exec(inbox.messages.at(-1)!.text)![1];

  it('shows the step-1 form on the page for a browser without a script', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: PAGE });
    expect(page.statusCode).toBe(200);
    const form = /<form[^>]*>/.exec(
      page.body.slice(page.body.indexOf('employee-check-title') - 400),
    )?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/employee-details"');
    expect(page.body).toContain('name="employeeCode"');
    expect(page.body).toContain('name="dob"');
  });

  it("answers a mistake with the spec's message and what was typed, sending nothing", async () => {
    const before = inbox.messages.length;
    const empty = await requestCode('', '');
    expect(empty.statusCode).toBe(400);
    expect(text(empty.body)).toContain(verificationMessages.fieldsRequired);

    const badDate = await requestCode('VI-1001', '14/05/1990');
    expect(badDate.statusCode).toBe(400);
    expect(text(badDate.body)).toContain(verificationMessages.dateInvalid);
    expect(badDate.body).toContain('value="VI-1001"');
    expect(badDate.headers['cache-control']).toContain('no-store');

    const noMatch = await requestCode('VI-1001', '1991-01-01');
    expect(noMatch.statusCode).toBe(404);
    expect(text(noMatch.body)).toContain(
      'No employee matches that employee code and date of birth.',
    );
    expect(noMatch.body).toContain('value="1991-01-01"');
    expect(inbox.messages.length).toBe(before);
    for (const response of [empty, badDate, noMatch]) {
      expect(response.headers.location).toBeUndefined();
      expect(setCookies(response)).toEqual([]);
    }
  });

  it('takes both steps: the code step, a wrong code, then the record', async () => {
    const sent = await requestCode('VI-1001', '1990-05-14');
    expect(sent.statusCode).toBe(200);
    expect(text(sent.body)).toContain('Code sent to r****@example.com');
    expect(sent.body).toContain('name="otp"');
    // The date of birth is not echoed once a code is on its way, and nothing moves to a URL.
    expect(sent.body).not.toContain('1990-05-14');
    expect(sent.headers.location).toBeUndefined();
    const stepCookie = setCookies(sent).find((value) => value.startsWith(`${STEP_COOKIE}=`))!;
    expect(stepCookie).toMatch(/HttpOnly/i);
    expect(stepCookie).toMatch(/SameSite=Strict/i);
    expect(stepCookie).toMatch(/Path=\/employee-details/);
    expect(stepCookie).toMatch(/Max-Age=600/);
    const cookie = stepCookieOf(sent);
    const code = lastCode();

    const short = await postForm({ form: 'code', otp: '12' }, { headers: { cookie } });
    expect(short.statusCode).toBe(400);
    expect(text(short.body)).toContain(verificationMessages.otpInvalid);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await postForm({ form: 'code', otp: wrongCode }, { headers: { cookie } });
    expect(wrong.statusCode).toBe(400);
    expect(text(wrong.body)).toMatch(/The code is not correct\. \d attempts? left\./);

    const right = await postForm({ form: 'code', otp: code }, { headers: { cookie } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['cache-control']).toContain('no-store');
    expect(right.body).toContain('Rahul');
    expect(right.body).toContain('Personal Information');
    const cookies = setCookies(right);
    expect(cookies.some((value) => value.startsWith('vi_employee_verification='))).toBe(true);
    expect(cookies).toContainEqual(
      expect.stringMatching(new RegExp(`^${STEP_COOKIE}=;.*Max-Age=0`)),
    );

    // The code is used up: the same post again is refused.
    const again = await postForm({ form: 'code', otp: code }, { headers: { cookie } });
    expect(again.statusCode).toBe(400);
  });

  it('asks for a new code when the step cookie is missing or forged', async () => {
    const missing = await postForm({ form: 'code', otp: '123456' });
    expect(missing.statusCode).toBe(400);
    expect(text(missing.body)).toContain('Please request a new code.');
    expect(missing.body).toContain('name="employeeCode"');

    const expires = Math.floor(Date.now() / 1000) + 300;
    const signature = Buffer.alloc(32, 7).toString('base64url');
    const forged = `${STEP_COOKIE}=${Buffer.from('VI-1001').toString('base64url')}.${expires}.${signature}`;
    const refused = await postForm(
      { form: 'code', otp: '123456' },
      { headers: { cookie: forged } },
    );
    expect(refused.statusCode).toBe(400);
    expect(text(refused.body)).toContain('Please request a new code.');
    expect(setCookies(refused)).toEqual([]);
  });

  it('refuses a form post another site made the browser send', async () => {
    const before = inbox.messages.length;
    const response = await requestCode('VI-1001', '1990-05-14', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CROSS_SITE_FORM);
    const fromOrigin = await requestCode('VI-1001', '1990-05-14', {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(fromOrigin.statusCode).toBe(403);
    expect(inbox.messages.length).toBe(before);
  });

  it.each([
    ['percent signs', 'employeeCode=%&dob=%zz'],
    ['a NUL', 'employeeCode=VI-1001%00&dob=1990-05-14'],
    ['repeated keys', 'employeeCode=a&employeeCode=b&dob=1990-05-14&dob=x'],
    ['an unknown form', 'form=nope&employeeCode=VI-1001'],
    ['a code that is no number', 'form=code&otp=%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80'],
    ['a long code', `employeeCode=${'x'.repeat(900)}&dob=1990-05-14`],
    ['too much', `employeeCode=${'x'.repeat(5000)}`],
  ])('answers %s without a 5xx', async (_name, payload) => {
    const response = await ctx.app.inject({ method: 'POST', url: PAGE, headers: FORM, payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers.location).toBeUndefined();
  });
});

describe(`the verification request without JavaScript keeps the per-address limit (${dialect})`, () => {
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

  it("shares the JSON call's count and answers the page with the wait", async () => {
    const fields = {
      employeeCode: 'VI-404',
      dob: '1990-01-01',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
    };
    const json = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/career/init-otp',
        payload: fields,
        remoteAddress: '203.0.113.9',
      });
    const form = () =>
      ctx.app.inject({
        method: 'POST',
        url: PAGE,
        headers: FORM,
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: '203.0.113.9',
      });
    expect((await json()).statusCode).toBe(404);
    expect((await form()).statusCode).toBe(404);
    expect((await json()).statusCode).toBe(404);
    const limited = await form();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(text(limited.body)).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
    expect(limited.body).toContain('value="VI-404"');
  });
});
