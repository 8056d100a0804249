import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { CROSS_SITE_FORM } from '../../server/lib/form-post';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { apply, dialect, samplePdf, validApplication } from './careers-fixtures';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The page as a person reads it: React's escapes undone. */
const text = (body: string) =>
  body.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe(`'My application' without JavaScript (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  /** Applies as `email`; answers the page's path (the private link's) and the application's id. */
  async function applyAs(email: string) {
    const response = await apply(ctx, validApplication({ email }), {
      content: samplePdf('Meera Iyer'),
      name: 'resume.pdf',
    });
    expect(response.statusCode).toBe(201);
    return { path: await linkIn(email, '/my-application'), id: await applicationId(email) };
  }

  async function applicationId(email: string) {
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email_normalized', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The newest link under `prefix` in the outbox's mail to `email`. */
  async function linkIn(email: string, prefix: string) {
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .execute();
    const pattern = new RegExp(`${prefix}/[A-Za-z0-9_-]{43}`);
    const found = mails.map((mail) => pattern.exec(mail.text_body)?.[0]).find(Boolean);
    if (!found) throw new Error(`no ${prefix} link to ${email}`);
    return found;
  }

  const postForm = (url: string, fields: Record<string, string>, headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  function expectPage(response: Awaited<ReturnType<typeof postForm>>, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.location).toBeUndefined();
    return text(response.body);
  }

  const requestCount = async () =>
    (await ctx.database.db.selectFrom('privacy_requests').select('id').execute()).length;

  const row = (id: number) =>
    ctx.database.db
      .selectFrom('job_applications')
      .select(['email', 'phone', 'city'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('corrects the contact details: the button shows the form filled in, a refusal keeps what was typed, then it saves', async () => {
    const { path, id } = await applyAs('meera.form@example.com');

    const opened = expectPage(await postForm(path, { form: 'contact' }), 200);
    expect(opened).toMatch(/<form[^>]*aria-label="Correct my contact details"[^>]*method="post"/);
    expect(opened).toMatch(/value="meera.form@example.com"/);

    const typed = {
      form: 'contact',
      email: 'meera.form@example.com',
      phone: '12345',
      address: '7 Besant Nagar',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
    };
    const refused = expectPage(await postForm(path, typed), 400);
    expect(refused).toContain(applicationMessages.phoneInvalid);
    expect(refused).toMatch(/value="Coimbatore"/);
    expect(refused).toMatch(/value="12345"/);
    expect((await row(id)).city).not.toBe('Coimbatore');

    const saved = expectPage(await postForm(path, { ...typed, phone: '9845011111' }), 200);
    expect(saved).toContain('Your contact details are corrected.');
    expect(await row(id)).toMatchObject({ phone: '9845011111', city: 'Coimbatore' });

    // A new address waits for the button at the link sent to it.
    const newEmail = 'meera.new@example.com';
    const pending = expectPage(
      await postForm(path, { ...typed, phone: '9845011111', email: newEmail }),
      200,
    );
    expect(pending).toContain(privacyRequestMessages.emailChangeSent);
    const confirmPath = await linkIn(newEmail, '/my-application/confirm-email');
    expect((await row(id)).email).toBe('meera.form@example.com');
    expect(expectPage(await postForm(confirmPath, {}), 200)).toContain(
      privacyRequestMessages.emailChanged,
    );
    expect((await row(id)).email).toBe(newEmail);
  });

  it('asks before withdrawing, withdraws once confirmed, and says so when asked again', async () => {
    const { path } = await applyAs('kabir.withdraw@example.com');

    const asked = expectPage(await postForm(path, { form: 'withdraw' }), 200);
    expect(asked).toContain('Withdraw your application?');
    expect(asked).toMatch(/name="confirmed" value="yes"/);
    expect(asked).toContain('Status: Received');

    const done = expectPage(await postForm(path, { form: 'withdraw', confirmed: 'yes' }), 200);
    expect(done).toContain('Your application is withdrawn.');
    expect(done).toContain('You withdrew this application.');

    const again = expectPage(await postForm(path, { form: 'withdraw', confirmed: 'yes' }), 409);
    expect(again).toContain(privacyRequestMessages.alreadyWithdrawn);
  });

  it('files a grievance, keeping what was typed when it is refused', async () => {
    const { path } = await applyAs('asha.grievance@example.com');

    const empty = expectPage(await postForm(path, { form: 'grievance', details: '  ' }), 400);
    expect(empty).toContain(privacyRequestMessages.detailsRequired);
    const long = 'x'.repeat(5000) + ' kept';
    const tooLong = expectPage(await postForm(path, { form: 'grievance', details: long }), 400);
    expect(tooLong).toContain(privacyRequestMessages.detailsTooLong);
    expect(tooLong).toContain(' kept</textarea>');
    expect(await requestCount()).toBe(0);

    const details = 'My old phone number is still on the application.';
    const filed = expectPage(await postForm(path, { form: 'grievance', details }), 200);
    expect(filed).toContain('We have received your grievance and will answer by e-mail.');
    expect(filed).not.toContain(`${details}</textarea>`);
    expect(await requestCount()).toBe(1);
  });

  it('names and removes a nominee, with the field’s message when refused', async () => {
    const { path } = await applyAs('ravi.nominee@example.com');

    const refused = expectPage(
      await postForm(path, {
        form: 'nominee',
        nomineeName: 'Lata Rao',
        nomineeEmail: 'not-an-email',
      }),
      400,
    );
    expect(refused).toContain(applicationMessages.emailInvalid);
    expect(refused).toMatch(/value="Lata Rao"/);

    const saved = expectPage(
      await postForm(path, {
        form: 'nominee',
        nomineeName: 'Lata Rao',
        nomineeEmail: 'lata.rao@example.com',
      }),
      200,
    );
    expect(saved).toContain(privacyRequestMessages.nomineeSaved);
    expect(saved).toContain('Your nominee: Lata Rao (lata.rao@example.com).');

    const removed = expectPage(await postForm(path, { form: 'remove-nominee' }), 200);
    expect(removed).toContain(privacyRequestMessages.nomineeRemoved);
    expect(removed).toContain('You have not named a nominee.');
  });

  it('downloads the data as a file from the page’s own address', async () => {
    const { path } = await applyAs('nisha.download@example.com');
    const response = await postForm(path, { form: 'download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="my-application.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().application.email).toBe('nisha.download@example.com');
  });

  it('asks for erasure, then erases at the confirmation link’s button', async () => {
    const email = 'dev.erase@example.com';
    const { path, id } = await applyAs(email);

    const asked = expectPage(await postForm(path, { form: 'erasure' }), 200);
    expect(asked).toContain('Erase your data?');
    const sent = expectPage(await postForm(path, { form: 'erasure', confirmed: 'yes' }), 200);
    expect(sent).toContain('Nothing is erased until you open it and confirm.');

    const confirmPath = await linkIn(email, '/my-application/confirm-erasure');
    const confirmed = expectPage(await postForm(confirmPath, {}), 200);
    expect(confirmed).toContain(privacyRequestMessages.erased);
    expect((await row(id)).email).not.toBe(email);

    // The link is spent, and the page's own link now says what happened.
    expect(expectPage(await postForm(confirmPath, {}), 404)).toContain(
      privacyRequestMessages.erasureLinkInvalid,
    );
    expect(expectPage(await postForm(path, { form: 'grievance', details: 'x' }), 200)).toContain(
      privacyRequestMessages.erased,
    );
  });

  it('sends new links from /my-application, with the message under the field when the address is wrong', async () => {
    await applyAs('meera.renew@example.com');
    const refused = expectPage(await postForm('/my-application', { email: 'meera@' }), 400);
    expect(refused).toContain(applicationMessages.emailInvalid);
    expect(refused).toMatch(/value="meera@"/);
    expect(refused).toMatch(
      /<form[^>]*action="\/my-application"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/my-application"/,
    );

    const sent = expectPage(
      await postForm('/my-application', { email: 'meera.renew@example.com' }),
      200,
    );
    expect(sent).toContain(privacyRequestMessages.linkSent);
    expect(sent).not.toMatch(/value="meera.renew@example.com"/);
  });

  it('answers a form posted over the hourly limit with the page, the limit and what was typed, changing nothing', async () => {
    await ctx.close();
    ctx = await createTestApp({}, { rateLimits: true });
    const { path } = await applyAs('ravi.limit@example.com');
    // Every action of the page counts together per address; an unconfirmed withdrawal changes nothing.
    for (let i = 1; i <= 30; i += 1)
      expect((await postForm(path, { form: 'withdraw' })).statusCode).toBe(200);
    const details = 'Nobody answered my e-mails about the interview date.';
    const refused = await postForm(path, { form: 'grievance', details });
    const page = expectPage(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(page).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
    expect(page).toContain(details);
    expect(page).toContain('Status: Received');
    expect(await requestCount()).toBe(0);
    // A confirmation link's button over the limit: its page with the limit, or the dead link's page.
    const confirm = await postForm('/my-application/confirm-email/not-a-token', {});
    expect(text(confirm.body)).not.toMatch(/Too many requests/);
    expect(confirm.headers['content-type']).toMatch(/^text\/html/);
  });

  it('refuses a form another site makes the browser send, and changes nothing', async () => {
    const { path } = await applyAs('tara.csrf@example.com');
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'not a url' },
    ]) {
      const withdraw = await postForm(path, { form: 'withdraw', confirmed: 'yes' }, headers);
      expect(withdraw.statusCode).toBe(403);
      expect(withdraw.json().message).toBe(CROSS_SITE_FORM);
      const renew = await postForm('/my-application', { email: 'tara.csrf@example.com' }, headers);
      expect(renew.statusCode).toBe(403);
    }
    expect(text((await ctx.app.inject({ method: 'GET', url: path })).body)).toContain(
      'Status: Received',
    );
    // The site's own forms pass, whichever way the browser names them.
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'null' },
      { origin: 'http://localhost:4639', host: 'localhost:4639' },
    ]) {
      expect((await postForm(path, { form: 'withdraw' }, headers)).statusCode).toBe(200);
    }
  });

  it('answers hostile or broken posts without a server error and without changing anything', async () => {
    const { path } = await applyAs('omar.hostile@example.com');
    const attempts = [
      postForm(path, { form: '__proto__' }),
      postForm(path, { form: 'contact', email: 'a@b.in', constructor: 'x' }),
      postForm(path, { form: 'grievance', details: 'x'.repeat(20_000) }),
      postForm(`${path}x`, { form: 'withdraw', confirmed: 'yes' }),
      postForm('/my-application/not-a-token', { form: 'grievance', details: 'hello' }),
      postForm('/my-application/confirm-email/not-a-token', {}),
      ctx.app.inject({ method: 'POST', url: path, headers: FORM, payload: '%E0%A4%A=&&=&form' }),
      ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="form"\r\n\r\nwithdraw\r\n--x--',
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/my-application',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers.location).toBeUndefined();
    }
    expect(await requestCount()).toBe(0);
    expect(text((await ctx.app.inject({ method: 'GET', url: path })).body)).toContain(
      'Status: Received',
    );
  });
});
