import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { CROSS_SITE_FORM } from '../../server/lib/form-post';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { JOB_ALERT_NOTICE_TEXT } from '../../server/modules/job-alerts/job-alert-subscriptions';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { jobAlertMessages } from '@vistaar/shared/validation/job-alert-schema';
import { dialect, postJob } from './careers-fixtures';
import { stopTheClockAt } from './only-the-clock';
import { startInbox, type Inbox, type ReceivedMail } from './smtp-inbox';

const SIGNUP_ANSWER = { success: true, message: jobAlertMessages.signupReceived };
const NOTICE_VERSION = PRIVACY_NOTICE_VERSIONS.jobAlerts;

/** Only Date moves: the database, the SMTP client and the server keep their real timers. */
const tomorrowInIndia = () => new Date(`${addDays(indiaToday(), 1)}T09:00:00+05:30`);

/** The site's own link in a message, as a path a test can request. */
function linkIn(message: ReceivedMail, path: string): string {
  const url = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?[^\\s]+`).exec(
    message.text,
  )?.[0];
  if (!url) throw new Error(`no ${path} link in:\n${message.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

const alerts = (inbox: Inbox, address: string) =>
  inbox.to(address).filter((message) => /new jobs? at/.test(message.headers.get('subject') ?? ''));

describe(`job alerts end to end against a real SMTP server (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let auth: string;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
    await inbox.close();
  });

  const subscribe = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/job-alerts/subscribe',
      payload: { noticeVersion: NOTICE_VERSION, ...payload },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'JobSeekerBrowser/1.0' },
    });
  /** What a pass of every server's timer would do, then the outbox sent. */
  const settle = async () => {
    await ctx.app.jobAlerts.run();
    await ctx.app.mailer.flush();
  };

  it('confirms by e-mail, sends one alert for a job in the chosen department, one e-mail a day, and unsubscribes in one click', async () => {
    const asha = 'Asha.Verma@example.com';
    const signup = await subscribe({ email: asha, departments: ['Design', 'Product'] });
    expect(signup.statusCode).toBe(202);
    expect(signup.json()).toEqual(SIGNUP_ANSWER);
    await ctx.app.mailer.flush();
    const [confirmation] = inbox.to(asha);
    expect(confirmation.headers.get('subject')).toBe(
      'Confirm your job alerts from Vistaar Infotech',
    );
    expect(confirmation.text).toContain('Product, Design');
    expect(confirmation.headers.has('list-unsubscribe')).toBe(false);

    // Nothing before confirmation, even when a matching job opens.
    await postJob(ctx, auth, { title: 'Product Designer', department: 'Design' });
    await settle();
    expect(inbox.to(asha)).toHaveLength(1);

    const confirmed = await ctx.app.inject({
      method: 'GET',
      url: linkIn(confirmation, '/career/alerts/confirm'),
      remoteAddress: '198.51.100.20',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your job alerts are on');
    const consent = await ctx.database.db
      .selectFrom('job_alert_consents')
      .selectAll()
      .where('email_normalized', '=', asha.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      event: 'granted',
      departments: JSON.stringify(['Product', 'Design']),
      notice_version: NOTICE_VERSION,
      notice_text: JOB_ALERT_NOTICE_TEXT,
      requested_ip: '203.0.113.7',
      requested_user_agent: 'JobSeekerBrowser/1.0',
      recorded_ip: '198.51.100.20',
    });
    expect(consent.recorded_at >= consent.requested_at!).toBe(true);

    // A job in the chosen department: exactly one alert. One in another department: none.
    const uxId = await postJob(ctx, auth, { title: 'UX Researcher', department: 'Design' });
    await postJob(ctx, auth, { title: 'Go Developer', department: 'Engineering' });
    await settle();
    await settle();
    const [first, ...more] = alerts(inbox, asha);
    expect(more).toEqual([]);
    expect(first.headers.get('subject')).toBe('A new job at Vistaar Infotech');
    expect(first.text).toContain('UX Researcher');
    expect(first.text).toContain(`/career/${uxId}-ux-researcher`);
    expect(first.text).not.toContain('Go Developer');
    expect(first.text).not.toContain('Product Designer');
    const unsubscribeLink = linkIn(first, '/career/alerts/unsubscribe');
    expect(first.headers.get('list-unsubscribe')).toBe(
      `<${ctx.config.publicUrl}${unsubscribeLink}>`,
    );
    expect(first.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // A second matching job the same day waits for the next day's e-mail.
    await postJob(ctx, auth, { title: 'Product Manager - Payments', department: 'Product' });
    await settle();
    expect(alerts(inbox, asha)).toHaveLength(1);

    try {
      stopTheClockAt(tomorrowInIndia());
      await settle();
      const next = alerts(inbox, asha);
      expect(next).toHaveLength(2);
      expect(next[1].text).toContain('Product Manager - Payments');
      expect(next[1].text).not.toContain('UX Researcher');
    } finally {
      jest.useRealTimers();
    }

    // One click, no sign-in, at once.
    const out = await ctx.app.inject({ method: 'GET', url: unsubscribeLink });
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain('You are unsubscribed');
    const subscribers = await ctx.database.db
      .selectFrom('job_alert_subscribers')
      .select('id')
      .where('email_normalized', '=', asha.toLowerCase())
      .execute();
    expect(subscribers).toEqual([]);
    const events = await ctx.database.db
      .selectFrom('job_alert_consents')
      .select('event')
      .where('email_normalized', '=', asha.toLowerCase())
      .orderBy('id')
      .execute();
    expect(events.map((row) => row.event)).toEqual(['granted', 'withdrawn']);
    try {
      stopTheClockAt(new Date(tomorrowInIndia().getTime() + 86_400_000));
      // Sessions expire when idle: a day later staff sign in again.
      await postJob(ctx, await ctx.staffAuth(), { title: 'Visual Designer', department: 'Design' });
      await settle();
    } finally {
      jest.useRealTimers();
    }
    expect(alerts(inbox, asha)).toHaveLength(2);
    // The link keeps answering, and a forged one changes nothing.
    expect((await ctx.app.inject({ method: 'GET', url: unsubscribeLink })).statusCode).toBe(200);
  });

  it('answers every sign-up the same, whether the address is new, waiting, subscribed, a robot or over its daily mails', async () => {
    const ravi = 'ravi.k@example.com';
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await subscribe({ email: ravi, departments: [] }));
    answers.push(await subscribe({ email: 'bot@example.com', website: 'https://spam.example' }));
    for (const answer of answers) {
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 202,
        body: SIGNUP_ANSWER,
      });
    }
    await ctx.app.mailer.flush();
    // Three confirmation e-mails a day per address at most; none to a filled honeypot.
    expect(inbox.to(ravi)).toHaveLength(3);
    expect(inbox.to('bot@example.com')).toHaveLength(0);

    // Already subscribed: the same answer, and a confirmation for the new choice.
    await ctx.app.inject({
      method: 'GET',
      url: linkIn(inbox.to(ravi)[0], '/career/alerts/confirm'),
    });
    const again = await subscribe({ email: 'RAVI.K@example.com', departments: ['Sales'] });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 202,
      body: SIGNUP_ANSWER,
    });
  });

  it('sends one mailbox three confirmations a day, however its +tags and capitals vary, answering every sign-up the same', async () => {
    const variants = [
      'priya+1@example.com',
      'Priya+2@Example.com',
      'PRIYA@example.com',
      'priya+jobs@EXAMPLE.COM',
      'priya+5@example.com',
    ];
    for (const email of variants) {
      const answer = await subscribe({ email, departments: [] });
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 202,
        body: SIGNUP_ANSWER,
      });
    }
    // Another mailbox keeps its own count.
    await subscribe({ email: 'priya.s+1@example.com', departments: [] });
    await ctx.app.mailer.flush();
    const toPriya = inbox.messages.filter((message) =>
      message.to.some((to) => /^priya(\+[^@]*)?@example\.com$/.test(to)),
    );
    expect(toPriya).toHaveLength(3);
    expect(inbox.to('priya.s+1@example.com')).toHaveLength(1);
  });

  it('refuses bad input with the shared messages and stores nothing', async () => {
    const before = await ctx.database.db.selectFrom('job_alert_signups').select('id').execute();
    const cases: [object, Record<string, string>][] = [
      [{ email: '' }, { email: jobAlertMessages.emailRequired }],
      [{ email: 'not-an-address' }, { email: jobAlertMessages.emailInvalid }],
      [
        { email: 'a@example.com', departments: ['Space'] },
        { 'departments[0]': jobAlertMessages.departmentsInvalid },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await subscribe(payload);
      expect({ status: response.statusCode, errors: response.json().errors }).toEqual({
        status: 400,
        errors,
      });
    }
    expect((await subscribe({ email: 'a@example.com', extra: 1 })).statusCode).toBe(400);
    const after = await ctx.database.db.selectFrom('job_alert_signups').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('works as an ordinary form without JavaScript, and unsubscribes by the RFC 8058 one-click POST', async () => {
    const meena = 'meena@example.com';
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/career/alerts',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(meena)}&departments=Sales&departments=Marketing&noticeVersion=${NOTICE_VERSION}&website=`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Check your inbox');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/career/alerts',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=nobody&noticeVersion=${NOTICE_VERSION}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(jobAlertMessages.emailInvalid);

    await ctx.app.mailer.flush();
    const [confirmation] = inbox.to(meena);
    expect(confirmation.text).toContain('Marketing, Sales');
    await ctx.app.inject({ method: 'GET', url: linkIn(confirmation, '/career/alerts/confirm') });
    await postJob(ctx, auth, { title: 'Inside Sales Executive', department: 'Sales' });
    await settle();
    const [alert] = alerts(inbox, meena);
    const link = /^<([^>]+)>$/.exec(alert.headers.get('list-unsubscribe') ?? '')![1];
    const { pathname, search } = new URL(link);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search.replace(/token=[^&]+/, 'token=forged')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(410);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const left = await ctx.database.db
      .selectFrom('job_alert_subscribers')
      .select('id')
      .where('email_normalized', '=', meena)
      .execute();
    expect(left).toEqual([]);
  });

  it('deletes sign-ups nobody confirmed after 7 days; their link has expired', async () => {
    const late = 'late@example.com';
    await subscribe({ email: late });
    await ctx.app.mailer.flush();
    const link = linkIn(inbox.to(late)[0], '/career/alerts/confirm');
    try {
      stopTheClockAt(new Date(Date.now() + 8 * 86_400_000));
      await ctx.app.jobAlerts.run();
    } finally {
      jest.useRealTimers();
    }
    const rows = await ctx.database.db
      .selectFrom('job_alert_signups')
      .select('id')
      .where('email_normalized', '=', late)
      .execute();
    expect(rows).toEqual([]);
    const expired = await ctx.app.inject({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect(expired.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe(`job alerts with two servers on one database (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let second: FastifyInstance;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      devInbox: null,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
    await inbox.close();
  });

  it('announces a job once and sends each subscriber one e-mail, however the servers race', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `reader${i}@example.com`);
    for (const email of addresses) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/job-alerts/subscribe',
        payload: { email, noticeVersion: NOTICE_VERSION },
      });
    }
    await ctx.app.mailer.flush();
    for (const email of addresses) {
      const [confirmation] = inbox.to(email);
      await second.inject({ method: 'GET', url: linkIn(confirmation, '/career/alerts/confirm') });
    }
    const auth = await ctx.staffAuth();
    await postJob(ctx, auth, { title: 'Race Condition Hunter' });
    await postJob(ctx, auth, { title: 'Second Opening' });
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        ctx.app.jobAlerts.run(),
        second.jobAlerts.run(),
        ctx.app.jobAlerts.run(),
        second.jobAlerts.run(),
      ]);
    }
    await Promise.all([ctx.app.mailer.flush(), second.mailer.flush()]);
    for (const email of addresses) {
      const received = alerts(inbox, email);
      expect({ email, alerts: received.length }).toEqual({ email, alerts: 1 });
      expect(received[0].text).toContain('Race Condition Hunter');
    }
    const fanouts = await ctx.database.db
      .selectFrom('job_alert_fanouts')
      .select('job_id')
      .execute();
    expect(fanouts).toHaveLength(2);
  });
});

describe(`job alert sign-ups per client address (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { rateLimits: true });
  });
  afterAll(() => ctx.close());

  it('refuses the sixth sign-up in ten minutes from one address, through the API or the form', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const response =
        i % 2
          ? await ctx.app.inject({
              method: 'POST',
              url: '/api/job-alerts/subscribe',
              payload: { email: `person${i}@example.com`, noticeVersion: NOTICE_VERSION },
              remoteAddress: '203.0.113.99',
            })
          : await ctx.app.inject({
              method: 'POST',
              url: '/career/alerts',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: `email=person${i}%40example.com&noticeVersion=${NOTICE_VERSION}`,
              remoteAddress: '203.0.113.99',
            });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 200, 202, 200, 202, 429]);
  });

  it('answers a form post over the limit with the page and the limit, not JSON, keeping Retry-After', async () => {
    const signUp = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/career/alerts',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=limit%40example.com&noticeVersion=${NOTICE_VERSION}`,
        remoteAddress: '203.0.113.98',
      });
    for (let i = 1; i <= 5; i += 1) expect((await signUp()).statusCode).toBe(200);
    const refused = await signUp();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
  });

  it('refuses a form post another site makes the browser send, and signs nobody up', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ]) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/career/alerts',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `email=forged%40example.com&noticeVersion=${NOTICE_VERSION}`,
        remoteAddress: '203.0.113.97',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(CROSS_SITE_FORM);
    }
    const signedUp = await ctx.database.db
      .selectFrom('job_alert_subscribers')
      .select('id')
      .where('email_normalized', '=', 'forged@example.com')
      .execute();
    expect(signedUp).toEqual([]);
  });
});
