import type { TestContext } from '../../server/test-support/test-app';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

export const EMPLOYEE_COOKIE = 'vi_employee_verification';
export const VERIFIER_COOKIE = 'vi_verifier';
export const VERIFIER = 'checks@verifyco.example.com';

export const SHARE = {
  fields: ['employmentDates', 'designation'],
  organisation: 'VerifyCo Background Services',
  email: VERIFIER,
  purpose: 'Background verification for Acme Software',
  days: 7,
  consent: true,
};

/**
 * The sharing flow as a browser drives it, on an app without SMTP (every message stays in
 * the outbox, where the codes and links are read from).
 */
export function sharingFlow(ctx: TestContext) {
  const db = () => ctx.database.db;

  async function lastMail(kind: string, to: string) {
    return db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async function employeeRow(code: string) {
    return db()
      .selectFrom('employees')
      .selectAll()
      .where('employee_code', '=', code)
      .executeTakeFirstOrThrow();
  }

  /** The employee's own check (code and date of birth, then the mailed code): the session cookie. */
  async function verifiedEmployee(code = 'VI-1001', dob = '1990-05-14'): Promise<string> {
    await db().deleteFrom('otp_challenges').execute();
    const init = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/init-otp',
      payload: { employeeCode: code, dob, noticeVersion: PRIVACY_NOTICE_VERSIONS.verification },
    });
    if (init.statusCode !== 200) throw new Error(`init-otp: ${init.body}`);
    const employee = await employeeRow(code);
    const mail = await lastMail('employee-otp', employee.official_email || employee.personal_email);
    const otp = /verification code is: (\d{6})/.exec(mail!.text_body)![1];
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/verify-otp',
      payload: { employeeCode: code, otp },
    });
    if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
    return verified.cookies.find((c) => c.name === EMPLOYEE_COOKIE)!.value;
  }

  const share = (session: string, body: object = SHARE) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/verifications/shares',
      cookies: { [EMPLOYEE_COOKIE]: session },
      payload: body,
    });

  /** Creates a share and answers its link's token, read from the verifier's e-mail. */
  async function sharedToken(session: string, body: object = SHARE): Promise<string> {
    const response = await share(session, body);
    if (response.statusCode !== 201) throw new Error(`share: ${response.body}`);
    const mail = await lastMail('verification-share', (body as typeof SHARE).email);
    return /\/verify\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1];
  }

  /** The verifier's code from their e-mail, exchanged for their session cookie. */
  async function verifierSession(token: string) {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/verify/${token}/code`,
      payload: {},
    });
    const mail = await lastMail('verification-verifier-otp', VERIFIER);
    const otp = /is: (\d{6})/.exec(mail!.text_body)![1];
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/verify/${token}/session`,
      payload: { otp },
    });
    return { sent, opened, session: opened.cookies.find((c) => c.name === VERIFIER_COOKIE)?.value };
  }

  return { db, lastMail, employeeRow, verifiedEmployee, share, sharedToken, verifierSession };
}
