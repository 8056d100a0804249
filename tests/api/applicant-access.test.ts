import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import type { MyApplication, PrivacyRequest } from '@vistaar/shared/contract';
import { apply, dialect, postJob, samplePdf, validApplication } from './careers-fixtures';
import { startInbox, type Inbox, type ReceivedMail } from './smtp-inbox';

/** The site's own link to `path` in a message, as a path a test can request. */
function linkIn(message: ReceivedMail, path: string): string {
  const url = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}/[A-Za-z0-9_-]+`).exec(
    message.text,
  )?.[0];
  if (!url) throw new Error(`no ${path} link in:\n${message.text}`);
  return new URL(url).pathname;
}

const tokenOf = (path: string) => path.split('/').pop() as string;

describe(`'My application' and privacy requests against a real SMTP server (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let auth: string;
  const resume = samplePdf('Meera Iyer');

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  /** Applies as `email`; answers the application's id and its 'My application' path from the e-mail. */
  async function applyAs(email: string, overrides: Record<string, unknown> = {}) {
    const response = await apply(ctx, validApplication({ email, ...overrides }), {
      content: resume,
      name: 'Meera-resume.pdf',
    });
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const acknowledgement = inbox
      .to(email)
      .filter((mail) =>
        mail.headers.get('subject')?.startsWith('We have received your application for'),
      )
      .at(-1);
    if (!acknowledgement) throw new Error(`no acknowledgement to ${email}`);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('email_normalized', '=', email.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id: row.id, path: linkIn(acknowledgement, '/my-application') };
  }

  /** The 'private link' e-mails to `email` once `count` have arrived: they are sent after the answer. */
  async function linkMails(email: string, count: number) {
    const mails = () =>
      inbox.to(email).filter((mail) => mail.headers.get('subject')?.endsWith('your private link'));
    for (let wait = 0; wait < 200 && mails().length < count; wait += 1) {
      await ctx.app.mailer.flush();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(mails()).toHaveLength(count);
    return mails();
  }

  const view = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/my-application/${token}` });
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: auth },
      ...(payload ? { payload } : {}),
    });

  it('puts a private link in the acknowledgement e-mail that opens only that application', async () => {
    const meera = await applyAs('meera.iyer@example.com', { firstName: 'Meera', lastName: 'Iyer' });
    const other = await applyAs('kabir.rao@example.com', { firstName: 'Kabir', lastName: 'Rao' });
    expect(meera.path).toMatch(/^\/my-application\/[A-Za-z0-9_-]{43}$/);

    const page = await ctx.app.inject({ method: 'GET', url: meera.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('meera.iyer@example.com');
    expect(page.body).not.toContain('kabir.rao@example.com');

    const response = await view(tokenOf(meera.path));
    expect(response.statusCode).toBe(200);
    const data: MyApplication = response.json().data;
    expect(data.fields.firstName).toBe('Meera');
    expect(data.fields.email).toBe('meera.iyer@example.com');
    expect(data.status).toBe('Received');
    expect(data.jobTitle).toBe('General application');
    expect(data.resume).toEqual({
      fileName: 'Meera-resume.pdf',
      mediaType: 'application/pdf',
      sizeBytes: resume.length,
    });
    expect(JSON.stringify(data)).not.toContain('Kabir');
    expect((await view(tokenOf(other.path))).json().data.fields.firstName).toBe('Kabir');
  });

  it('answers 404 for a wrong token, and for an older link once a newer one was opened', async () => {
    const first = await applyAs('ravi.menon@example.com');
    expect((await view('A'.repeat(43))).statusCode).toBe(404);
    expect((await view('short')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/my-application/nonsense' })).statusCode,
    ).toBe(404);

    const renewal = await post('/api/my-application/link', { email: 'Ravi.Menon@example.com' });
    expect(renewal.statusCode).toBe(202);
    const fresh = await linkMails('ravi.menon@example.com', 1);
    expect(fresh[0].text).toContain('Once you open it, earlier links stop working.');
    const newPath = linkIn(fresh[0], '/my-application');
    expect(newPath).not.toBe(first.path);
    // Asking for a link cuts nobody off: anyone who knows the address can ask.
    expect((await view(tokenOf(first.path))).statusCode).toBe(200);
    expect((await view(tokenOf(newPath))).statusCode).toBe(200);
    expect((await view(tokenOf(first.path))).statusCode).toBe(404);
    expect((await view(tokenOf(newPath))).statusCode).toBe(200);
  });

  it('keeps the applicant’s link working through three renewals a stranger asks for', async () => {
    const own = await applyAs('isha.kapoor@example.com');
    for (let n = 0; n < 3; n += 1) {
      const renewal = await ctx.app.inject({
        method: 'POST',
        url: '/api/my-application/link',
        payload: { email: 'isha.kapoor@example.com' },
        remoteAddress: `198.51.100.${30 + n}`,
      });
      expect(renewal.statusCode).toBe(202);
    }
    await linkMails('isha.kapoor@example.com', 3);
    expect((await view(tokenOf(own.path))).statusCode).toBe(200);
  });

  it('answers a renewal for a known and an unknown address with the same status, body and headers', async () => {
    await applyAs('arjun.nair@example.com');
    const ask = (email: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/my-application/link',
        payload: { email },
        remoteAddress,
      });
    const answerOf = (response: Awaited<ReturnType<typeof ask>>) => {
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      return { status: response.statusCode, body: response.body, headers };
    };
    const known = answerOf(await ask('arjun.nair@example.com', '198.51.100.40'));
    const unknown = answerOf(await ask('nobody.else@example.com', '198.51.100.41'));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(202);
    await linkMails('arjun.nair@example.com', 1);
  });

  it('answers a renewal the same for an unknown address, sends it nothing, and limits renewals per address', async () => {
    const before = inbox.messages.length;
    const unknown = await post('/api/my-application/link', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ success: true, message: privacyRequestMessages.linkSent });
    await ctx.app.mailer.flush();
    expect(inbox.messages.length).toBe(before);

    const invalid = await post('/api/my-application/link', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ email: applicationMessages.emailInvalid });

    // Three a hour per e-mail address: the fourth is refused, known address or not.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(
        (await post('/api/my-application/link', { email: 'nobody@example.com' })).statusCode,
      ).toBe(202);
    }
    const limited = await post('/api/my-application/link', { email: 'NOBODY@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(privacyRequestMessages.linkTooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('downloads every field and the exact resume bytes', async () => {
    const asha = await applyAs('asha.pillai@example.com', {
      firstName: 'Asha',
      lastName: 'Pillai',
      currentCTC: '7 LPA',
      expectedCTC: '10 LPA',
      noticePeriod: '60',
      servingNotice: true,
      utmSource: 'linkedin',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/my-application/${tokenOf(asha.path)}/download`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.application).toEqual({
      jobTitle: 'General application',
      appliedAt: expect.any(String),
      status: 'Received',
      firstName: 'Asha',
      lastName: 'Pillai',
      email: 'asha.pillai@example.com',
      phone: '9876543210',
      dob: '1996-04-12',
      gender: 'Male',
      address: '21 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      jobExperience: '4',
      currentCTC: '7 LPA',
      expectedCTC: '10 LPA',
      currentEmployer: 'Example Systems',
      currentLocation: 'Pune',
      noticePeriod: '60 days, serving notice',
      cameFrom: 'LinkedIn: utm_source=linkedin',
      screeningAnswers: [],
    });
    expect(Buffer.from(data.resume.contentBase64, 'base64').equals(resume)).toBe(true);
    expect(data.resume.fileName).toBe('Meera-resume.pdf');
    const requests: MyApplication['requests'] = (await view(tokenOf(asha.path))).json().data
      .requests;
    expect(requests).toEqual([expect.objectContaining({ kind: 'access', status: 'completed' })]);
  });

  it('corrects contact details under the form rules, on the timeline and the audit trail', async () => {
    const dev = await applyAs('dev.sharma@example.com');
    const url = `/api/my-application/${tokenOf(dev.path)}/contact`;
    const current = {
      email: 'dev.sharma@example.com',
      phone: '9876543210',
      address: '21 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
    };
    const bad = await ctx.app.inject({
      method: 'PUT',
      url,
      payload: { ...current, phone: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ phone: applicationMessages.phoneInvalid });
    const unchanged = await ctx.app.inject({ method: 'PUT', url, payload: current });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe(privacyRequestMessages.noChange);

    const good = await ctx.app.inject({
      method: 'PUT',
      url,
      payload: { ...current, phone: '9123456780', city: 'Nashik' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.fields).toMatchObject({ phone: '9123456780', city: 'Nashik' });

    const timeline = await staff('GET', `/api/career/applications/${dev.id}/timeline`);
    expect(timeline.json().data[0]).toMatchObject({
      kind: 'applicant-corrected',
      comment: 'Changed: phone, city',
    });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'details'])
      .where('action', '=', 'application.corrected-by-applicant')
      .where('entity_id', '=', String(dev.id))
      .execute();
    expect(audit).toEqual([
      { staff_id: null, details: JSON.stringify({ fields: ['phone', 'city'] }) },
    ]);
    const requests = (await staff('GET', '/api/privacy/requests?kind=correction')).json().data;
    expect(requests).toEqual([
      expect.objectContaining({
        applicationId: dev.id,
        status: 'completed',
        completedAutomatically: true,
        source: 'self-service',
      }),
    ]);
  });

  it('changes the e-mail address only once the link sent to the new one is opened, and tells the old one', async () => {
    const old = 'leela.das@example.com';
    const fresh = 'leela.new@example.com';
    const leela = await applyAs(old);
    const token = tokenOf(leela.path);
    const current = {
      email: old,
      phone: '9876543210',
      address: '21 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
    };
    const asked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/my-application/${token}/contact`,
      payload: { ...current, email: fresh, city: 'Nashik' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(privacyRequestMessages.emailChangeSent);
    expect(asked.json().data.fields).toMatchObject({ email: old, city: 'Nashik' });
    await ctx.app.mailer.flush();
    const confirmation = inbox
      .to(fresh)
      .find((mail) => mail.headers.get('subject')?.startsWith('Confirm your new e-mail address'));
    if (!confirmation) throw new Error('no confirmation to the new address');
    const link = linkIn(confirmation, '/my-application/confirm-email');

    // Until the link is opened the application keeps the address applied with, which every
    // e-mail about it (an erasure confirmation too) goes to.
    const held = await ctx.database.db
      .selectFrom('job_applications')
      .select(['email', 'email_normalized'])
      .where('id', '=', leela.id)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ email: old, email_normalized: old });

    // Opening the page changes nothing (mail scanners open links); the button does.
    const page = await ctx.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect((await view(token)).json().data.fields.email).toBe(old);
    const confirmed = await post(`/api/my-application-email/${tokenOf(link)}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(privacyRequestMessages.emailChanged);
    expect((await view(token)).json().data.fields.email).toBe(fresh);
    await ctx.app.mailer.flush();
    const notice = inbox
      .to(old)
      .find((mail) => mail.headers.get('subject')?.includes('was changed'));
    expect(notice?.text).toContain('l****@example.com');
    expect(notice?.text).not.toContain(fresh);

    // Used once; a wrong link changes nothing.
    expect((await post(`/api/my-application-email/${tokenOf(link)}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const wrong = await post(`/api/my-application-email/${'B'.repeat(43)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(privacyRequestMessages.emailLinkInvalid);
    const token_rows = await ctx.database.db
      .selectFrom('applicant_access_tokens')
      .select('new_email')
      .where('application_id', '=', leela.id)
      .where('new_email', 'is not', null)
      .execute();
    expect(token_rows).toEqual([]);
  });

  it("carries corrected contact details to the person's candidate record, leaving another candidate's address alone", async () => {
    const candidateOf = async (applicationId: number) => {
      const row = await ctx.database.db
        .selectFrom('job_applications as a')
        .innerJoin('candidates as c', 'c.id', 'a.candidate_id')
        .select(['c.id', 'c.email', 'c.phone'])
        .where('a.id', '=', applicationId)
        .executeTakeFirstOrThrow();
      return row;
    };
    const confirmNewEmail = async (token: string, current: object, email: string) => {
      const asked = await ctx.app.inject({
        method: 'PUT',
        url: `/api/my-application/${token}/contact`,
        payload: { ...current, email },
      });
      expect(asked.statusCode).toBe(200);
      await ctx.app.mailer.flush();
      const mail = inbox
        .to(email)
        .filter((each) =>
          each.headers.get('subject')?.startsWith('Confirm your new e-mail address'),
        )
        .at(-1);
      if (!mail) throw new Error(`no confirmation to ${email}`);
      const link = linkIn(mail, '/my-application/confirm-email');
      expect((await post(`/api/my-application-email/${tokenOf(link)}`)).statusCode).toBe(200);
    };
    const current = {
      email: 'ravi.kurup@example.com',
      phone: '9876543210',
      address: '21 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
    };
    const ravi = await applyAs(current.email);
    const token = tokenOf(ravi.path);
    const phoned = await ctx.app.inject({
      method: 'PUT',
      url: `/api/my-application/${token}/contact`,
      payload: { ...current, phone: '9123456780' },
    });
    expect(phoned.statusCode).toBe(200);
    expect(await candidateOf(ravi.id)).toMatchObject({
      email: current.email,
      phone: '9123456780',
    });

    await confirmNewEmail(token, { ...current, phone: '9123456780' }, 'ravi.new@example.com');
    const moved = await candidateOf(ravi.id);
    expect(moved).toMatchObject({ email: 'ravi.new@example.com' });

    // An address another person's candidate holds: the application takes it, the candidates stay apart.
    const other = await applyAs('gita.rao@example.com');
    await confirmNewEmail(
      token,
      { ...current, email: 'ravi.new@example.com', phone: '9123456780' },
      'gita.rao@example.com',
    );
    expect((await view(token)).json().data.fields.email).toBe('gita.rao@example.com');
    expect(await candidateOf(ravi.id)).toEqual(moved);
    expect((await candidateOf(other.id)).email).toBe('gita.rao@example.com');
  });

  it('withdraws: the desk lists the application as Withdrawn, with the reason on its timeline', async () => {
    const jobId = await postJob(ctx, auth, { title: 'QA Engineer' });
    const nisha = await applyAs('nisha.verma@example.com', { jobId });
    const withdrawn = await post(`/api/my-application/${tokenOf(nisha.path)}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ status: 'Closed', withdrawn: true });
    expect((await post(`/api/my-application/${tokenOf(nisha.path)}/withdraw`)).statusCode).toBe(
      409,
    );

    const desk = await staff('GET', `/api/career/get-job-applications?search=nisha.verma`);
    expect(
      desk.json().data.map((row: { stage: { name: string; kind: string } }) => row.stage),
    ).toEqual([expect.objectContaining({ name: 'Withdrawn', kind: 'withdrawn' })]);
    const timeline = await staff('GET', `/api/career/applications/${nisha.id}/timeline`);
    expect(timeline.json().data[0]).toMatchObject({
      kind: 'stage-moved',
      comment: 'Withdrawn by the applicant',
      toStage: expect.objectContaining({ name: 'Withdrawn' }),
    });
  });

  it('erases only after the e-mailed confirmation, and the link then says it was erased', async () => {
    const email = 'tara.bose@example.com';
    const tara = await applyAs(email, { firstName: 'Tara', lastName: 'Bose' });
    const token = tokenOf(tara.path);
    const asked = await post(`/api/my-application/${token}/erasure`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.erasureRequested).toBe(true);
    await ctx.app.mailer.flush();
    const [confirmation] = inbox
      .to(email)
      .filter((mail) => mail.headers.get('subject')?.startsWith('Confirm the erasure'));
    expect(confirmation).toBeDefined();
    const confirmPath = linkIn(confirmation, '/my-application/confirm-erasure');

    // Opening the link (as a mail scanner would) erases nothing.
    const page = await ctx.app.inject({ method: 'GET', url: confirmPath });
    expect(page.statusCode).toBe(200);
    expect((await view(token)).statusCode).toBe(200);
    const open = (await staff('GET', '/api/privacy/requests?kind=erasure')).json().data;
    expect(open).toEqual([expect.objectContaining({ applicationId: tara.id, status: 'open' })]);

    const confirmed = await post(`/api/my-application-erasure/${tokenOf(confirmPath)}`);
    expect(confirmed.statusCode).toBe(200);
    expect((await post(`/api/my-application-erasure/${tokenOf(confirmPath)}`)).statusCode).toBe(
      404,
    );

    const gone = await view(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(privacyRequestMessages.erased);
    const erasedPage = await ctx.app.inject({ method: 'GET', url: tara.path });
    expect(erasedPage.statusCode).toBe(200);
    expect(erasedPage.body).toContain(privacyRequestMessages.erased);
    expect(erasedPage.body).not.toContain('Tara');
    expect(erasedPage.body).not.toContain(email);

    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select(['first_name', 'email', 'phone', 'erased_at'])
      .where('id', '=', tara.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: '', phone: '' });
    expect(row.first_name).not.toBe('Tara');
    expect(row.erased_at).not.toBeNull();
    const requests: PrivacyRequest[] = (
      await staff('GET', '/api/privacy/requests?kind=erasure')
    ).json().data;
    expect(requests).toEqual([
      expect.objectContaining({
        applicationId: tara.id,
        status: 'completed',
        completedAutomatically: true,
        requesterEmail: '',
      }),
    ]);
    expect(JSON.stringify(requests)).not.toContain('Tara');
    // A new link cannot be had for an erased application.
    await post('/api/my-application/link', { email });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ctx.app.mailer.flush();
    expect(
      inbox.to(email).filter((mail) => mail.headers.get('subject')?.endsWith('private link')),
    ).toEqual([]);
  });

  it('gives requests their due dates, flags the overdue ones and e-mails the response', async () => {
    const entered = await staff('POST', '/api/privacy/requests', {
      kind: 'access',
      requesterName: 'Sunil Gupta',
      requesterEmail: 'sunil.gupta@example.com',
      details: 'Please send me a copy of what you hold about me.',
      receivedOn: addDays(indiaToday(), -40),
    });
    expect(entered.statusCode).toBe(201);
    const late: PrivacyRequest = entered.json().data;
    expect(late.dueOn).toBe(addDays(indiaToday(), -10));
    expect(late.overdue).toBe(true);

    const recent = await staff('POST', '/api/privacy/requests', {
      kind: 'grievance',
      requesterName: 'Lata Das',
      requesterEmail: 'lata.das@example.com',
      details: 'I was e-mailed after asking not to be.',
      receivedOn: indiaToday(),
    });
    expect(recent.json().data).toMatchObject({ dueOn: addDays(indiaToday(), 30), overdue: false });

    const refused = await staff('POST', '/api/privacy/requests', {
      kind: 'complaint',
      requesterName: '',
      requesterEmail: 'x',
      details: '',
      receivedOn: addDays(indiaToday(), 2),
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(
      ['details', 'kind', 'receivedOn', 'requesterEmail', 'requesterName'].sort(),
    );

    const overdue = (await staff('GET', '/api/privacy/requests?overdue=true')).json();
    expect(overdue.data.map((row: PrivacyRequest) => row.id)).toEqual([late.id]);

    const answered = await staff('POST', `/api/privacy/requests/${late.id}/respond`, {
      status: 'completed',
      response: 'Attached is everything we hold about you.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ status: 'completed', overdue: false });
    expect(
      (
        await staff('POST', `/api/privacy/requests/${late.id}/respond`, {
          status: 'declined',
          response: 'Again.',
        })
      ).statusCode,
    ).toBe(409);
    await ctx.app.mailer.flush();
    const [mail] = inbox.to('sunil.gupta@example.com');
    expect(mail.headers.get('subject')).toBe('Your access request to Vistaar Infotech');
    expect(mail.text).toContain('Attached is everything we hold about you.');
  });

  it('takes a grievance from My application, due in 30 days', async () => {
    const om = await applyAs('om.kulkarni@example.com');
    const empty = await post(`/api/my-application/${tokenOf(om.path)}/grievance`, { details: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ details: privacyRequestMessages.detailsRequired });
    const filed = await post(`/api/my-application/${tokenOf(om.path)}/grievance`, {
      details: 'A recruiter called me at midnight.',
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data.requests).toEqual([
      expect.objectContaining({
        kind: 'grievance',
        status: 'open',
        dueOn: addDays(indiaToday(), 30),
      }),
    ]);
  });
});
