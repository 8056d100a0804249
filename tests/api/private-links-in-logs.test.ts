import { Writable } from 'node:stream';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { urlForLog } from '../../server/lib/request-log';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { apply, dialect, postJob, samplePdf, validApplication } from './careers-fixtures';
import { VERIFIER_COOKIE, sharingFlow } from './verification-sharing-fixtures';

/** Every private link's token and every one-time code in the messages the server wrote. */
function secretsIn(texts: string[]): string[] {
  const secrets = new Set<string>();
  for (const text of texts) {
    for (const url of text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
      const { pathname, search, hash } = new URL(url);
      for (const part of [...pathname.split('/'), ...`${search}&${hash}`.split(/[?&#=]/)]) {
        if (/^[\w-]{20,}$/.test(part) && /\d/.test(part)) secrets.add(part);
      }
    }
    for (const [, code] of text.matchAll(/\bcode\b[^\n]*?\b(\d{6})\b/gi)) secrets.add(code);
  }
  return [...secrets];
}

describe(`private links and codes never reach the log (${dialect})`, () => {
  let ctx: TestContext;
  let log = '';
  /** What the messages carried, read as each arrived (erasure removes the applicant's own). */
  const mailed: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    ctx = await createTestApp({}, { logger: { level: 'debug', stream } });
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

  async function mailTo(recipient: string, kind?: string) {
    let query = ctx.database.db
      .selectFrom('outbox')
      .select(['text_body', 'kind'])
      .where('recipient', '=', recipient);
    if (kind) query = query.where('kind', '=', kind);
    const text = (await query.orderBy('id', 'desc').executeTakeFirstOrThrow()).text_body;
    mailed.push(text);
    return text;
  }
  const pathIn = (text: string, prefix: string) => {
    const match = new RegExp(`https?://[^\\s]+(${prefix.replace(/\//g, '\\/')}[^\\s]*)`).exec(text);
    if (!match) throw new Error(`no ${prefix} link in:\n${text}`);
    return match[1];
  };

  it('keeps every token, signature and code of the applicant, verifier and job-alert flows out of the log', async () => {
    const auth = await ctx.staffAuth();

    // The applicant: apply, open 'My application' (API and page), ask for erasure, confirm it.
    const job = await postJob(ctx, auth);
    const email = 'kavya.log-check@example.com';
    const applied = await apply(ctx, validApplication({ email, jobId: job }), {
      content: samplePdf('Kavya Rao'),
      name: 'resume.pdf',
    });
    expect(applied.statusCode).toBe(201);
    const myApplication = pathIn(await mailTo(email), '/my-application/');
    const token = myApplication.split('/').pop()!;
    expect((await call('GET', `/api/my-application/${token}`)).statusCode).toBe(200);
    await call('GET', myApplication);
    await call('GET', `/api/my-application/${token}/download`);
    const newEmail = 'kavya.new-address@example.com';
    const corrected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/my-application/${token}/contact`,
      payload: { ...contactOf(validApplication({ email })), email: newEmail },
    });
    expect(corrected.statusCode).toBe(200);
    const emailLink = pathIn(await mailTo(newEmail), '/my-application/confirm-email/');
    await call('GET', emailLink);
    expect(
      (await call('POST', `/api/my-application-email/${emailLink.split('/').pop()}`)).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/my-application/${token}/erasure`)).statusCode).toBe(200);
    const confirmation = pathIn(await mailTo(newEmail), '/my-application/confirm-erasure/');
    await call('GET', confirmation);
    const erased = await call(
      'POST',
      `/api/my-application-erasure/${confirmation.split('/').pop()}`,
    );
    expect(erased.statusCode).toBe(200);

    // The employee shares a verification; the verifier opens it with the mailed code.
    const flow = sharingFlow(ctx);
    const session = await flow.verifiedEmployee();
    const shareToken = await flow.sharedToken(session);
    const verifier = await flow.verifierSession(shareToken);
    expect(verifier.opened.statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify/${shareToken}`,
      cookies: { [VERIFIER_COOKIE]: verifier.session! },
    });
    expect(read.statusCode).toBe(200);
    await call('GET', `/verify/${shareToken}`);
    await call('GET', `/api/verify/${shareToken}/letter.pdf`);

    // Job alerts: sign up, confirm, and the staff gate refusing a link-shaped URL.
    const alertEmail = 'alerts.log-check@example.com';
    const signup = await call('POST', '/api/job-alerts/subscribe', {
      email: alertEmail,
      departments: [],
      noticeVersion: PRIVACY_NOTICE_VERSIONS.jobAlerts,
    });
    expect(signup.statusCode).toBe(202);
    const confirm = pathIn(await mailTo(alertEmail), '/career/alerts/confirm');
    expect((await call('GET', confirm)).statusCode).toBe(200);
    await call('GET', `/api/career/applications/1?token=${token}`);

    // Invitations carry their token after '#', which browsers never send; the e-mail is checked too.
    const admin = await ctx.staffAuthAs('admin');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: { authorization: admin },
      payload: { name: 'Priya Nair', email: 'priya.log-check@example.com', role: 'recruiter' },
    });
    expect(invited.statusCode).toBe(200);

    const bodies = (await ctx.database.db.selectFrom('outbox').select('text_body').execute()).map(
      (row) => row.text_body,
    );
    const secrets = secretsIn([...mailed, ...bodies]);
    // The flows above issued at least: the applicant's link, the erasure link, the share link,
    // the employee's and the verifier's codes, the alert confirmation, the invitation.
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    expect(secrets).toEqual(expect.arrayContaining([token, shareToken]));
    expect(log).toContain('[redacted]');
    const leaked = secrets.filter((secret) =>
      new RegExp(`(?<![\\w-])${secret}(?![\\w-])`).test(log),
    );
    expect(leaked).toEqual([]);
  });

  it("keeps the candidate's offer link out of the log", async () => {
    const admin = await ctx.staffAuthAs('admin');
    const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: admin },
        ...(payload ? { payload } : {}),
      });
    const job = await postJob(ctx, admin, { title: 'Offer log check' });
    const email = 'meera.offer-log@example.com';
    expect(
      (await apply(ctx, validApplication({ email, jobId: job, firstName: 'Meera' }))).statusCode,
    ).toBe(201);
    const application = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const template = await staff('POST', '/api/offer-templates', {
      name: 'Log check',
      body: '<p>Dear {{candidate.name}}</p>',
    });
    const structure = await staff('POST', '/api/ctc-structures', {
      name: 'Log check',
      components: [{ key: 'basic', kind: 'balance', value: 0 }],
    });
    const me = await ctx.database.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'admin.member@example.com')
      .executeTakeFirstOrThrow();
    expect(
      (await staff('POST', '/api/offer-approval-rules', { jobId: job, approverIds: [me.id] }))
        .statusCode,
    ).toBe(201);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const later = (days: number) =>
      new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
    const drafted = await staff('POST', `/api/career/applications/${application.id}/offers`, {
      templateId: template.json().data.id,
      ctcStructureId: structure.json().data.id,
      ctc: 1_200_000,
      designation: 'Engineer',
      location: 'Pune',
      reportingManager: 'Asha',
      joiningDate: later(30),
      validUntil: later(7),
    });
    const offerId = drafted.json().data.id as number;
    await staff('POST', `/api/offers/${offerId}/submit`);
    await staff('POST', `/api/offers/${offerId}/approve`, {});
    expect((await staff('POST', `/api/offers/${offerId}/send`)).statusCode).toBe(200);
    const offerLink = pathIn(await mailTo(email, 'offer.sent'), '/offer/');
    const offerToken = offerLink.split('/').pop()!;
    await call('GET', offerLink);
    expect((await call('GET', `/api/offer/${offerToken}`)).statusCode).toBe(200);
    await call('GET', `/api/offer/${offerToken}/letter.pdf`);
    expect(
      (
        await call('POST', `/api/offer/${offerToken}/accept`, {
          fullName: 'Meera Mehta',
          accept: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(log).toContain('/api/offer/[redacted]/accept');
    expect(log).not.toContain(offerToken);
  });
});

describe('the URL kept in the log', () => {
  const token = 'q3Jx9_kLmN2pQrStUvWx-Yz0123456789AbCdEfGhI';

  it.each([
    [`/my-application/${token}`, '/my-application/[redacted]'],
    [`/api/my-application/${token}/download`, '/api/my-application/[redacted]/download'],
    [`/my-application/confirm-erasure/${token}`, '/my-application/confirm-erasure/[redacted]'],
    [`/api/my-application-erasure/${token}`, '/api/my-application-erasure/[redacted]'],
    [`/my-application/confirm-email/${token}`, '/my-application/confirm-email/[redacted]'],
    [`/api/my-application-email/${token}`, '/api/my-application-email/[redacted]'],
    [`/verify/${token}`, '/verify/[redacted]'],
    [`/api/verify/${token}/letter.pdf`, '/api/verify/[redacted]/letter.pdf'],
    ['/verify/check', '/verify/check'],
    [`/offer/${token}`, '/offer/[redacted]'],
    [`/api/offer/${token}/accept`, '/api/offer/[redacted]/accept'],
    [
      `/api/files/resumes/12?expires=1&signature=${token}`,
      '/api/files/resumes/12?expires=1&signature=[redacted]',
    ],
    [`/career/alerts/confirm?token=${token}`, '/career/alerts/confirm?token=[redacted]'],
    [`/some/new/route/${token}`, '/some/new/route/[redacted]'],
    [
      '/career/jobs/senior-java-developer-2024-bengaluru',
      '/career/jobs/senior-java-developer-2024-bengaluru',
    ],
    ['/api/career/applications/42/timeline?page=2', '/api/career/applications/42/timeline?page=2'],
    [`/my-application/${token}?x=%E0%A4`, '/my-application/[redacted]?x=%E0%A4'],
  ])('%s is logged as %s', (url, expected) => {
    expect(urlForLog(url)).toBe(expected);
  });
});

/** The contact part of an application, as 'Correct my details' sends it. */
function contactOf(application: Record<string, unknown>) {
  const { email, phone, address, city, state } = application;
  return { email, phone, address, city, state };
}
