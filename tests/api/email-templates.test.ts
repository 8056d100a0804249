import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';
import type { ApplicationEvent, EmailTemplate } from '@vistaar/shared/contract';
import { emailTemplateMessages, pipelineMessages } from '@vistaar/shared/validation';
import { dialect, insertApplicationRow } from './careers-fixtures';
import { addStaff, scheduleBody } from './interview-fixtures';
import { startInbox, type Inbox } from './smtp-inbox';

describe(`e-mail templates and e-mails to candidates (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let recruiter: string;
  let applicationId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: recruiter },
      ...(payload ? { payload } : {}),
    });

  async function templates(): Promise<EmailTemplate[]> {
    const response = await call('GET', '/api/email-templates');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  const templateNamed = async (name: string) => {
    const found = (await templates()).find((template) => template.name === name);
    if (!found) throw new Error(`no template ${name}`);
    return found;
  };

  async function stageId(name: string): Promise<number> {
    const row = await ctx.database.db
      .selectFrom('pipeline_stages')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const auditActions = async (entity: string) =>
    (
      await ctx.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', entity)
        .execute()
    ).map((row) => row.action);

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    recruiter = await ctx.staffAuthAs('recruiter');
    applicationId = await insertApplicationRow(ctx.database.db, {
      firstName: 'Meera',
      lastName: '<script>alert(1)</script>',
      email: 'meera.candidate@example.com',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/email-templates' });
    expect(response.statusCode).toBe(401);
  });

  it('starts with the five templates, four of them proposed by their stages', async () => {
    const seeded = await templates();
    expect(seeded.map((template) => [template.name, template.stage?.name ?? null]).sort()).toEqual([
      ['Application received', null],
      ['Interview invitation', 'Interview'],
      ['Moved to screening', 'Screening'],
      ['Offer', 'Offer'],
      ['Rejection', 'Rejected'],
    ]);
    expect(seeded.every((template) => template.body.includes('{{company.name}}'))).toBe(true);
  });

  it('refuses an unknown placeholder by name and saves nothing', async () => {
    const before = (await templates()).length;
    const response = await call('POST', '/api/email-templates', {
      name: 'Follow-up',
      subject: 'Hello {{candidate.firstName}}',
      body: 'Your expected salary is {{candidate.salary}}.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.body).toBe(
      'Unknown placeholder {{candidate.salary}}. Use one of the placeholders listed.',
    );
    expect((await templates()).length).toBe(before);
  });

  it('adds, edits and archives a template, refusing a name in use', async () => {
    const created = await call('POST', '/api/email-templates', {
      name: 'Follow-up',
      subject: 'Checking in, {{candidate.firstName}}',
      body: 'Dear {{candidate.firstName}},\n\nWe will be in touch soon.',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const taken = await call('PUT', `/api/email-templates/${id}`, {
      name: 'offer',
      subject: 'x',
      body: 'y',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.name).toBe(emailTemplateMessages.nameTaken);

    const edited = await call('PUT', `/api/email-templates/${id}`, {
      name: 'Follow-up',
      subject: 'Still with us, {{candidate.firstName}}?',
      body: 'Dear {{candidate.firstName}},\n\nStill interested in {{job.title}}?',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.subject).toBe('Still with us, {{candidate.firstName}}?');

    const archived = await call('POST', `/api/email-templates/${id}/archive`);
    expect(archived.json().data.archived).toBe(true);
    const again = await call('PUT', `/api/email-templates/${id}`, {
      name: 'Follow-up',
      subject: 'a',
      body: 'b',
    });
    expect(again.statusCode).toBe(409);
    expect(await auditActions('email_template')).toEqual(
      expect.arrayContaining([
        'email-template.created',
        'email-template.updated',
        'email-template.archived',
      ]),
    );
  });

  it('lets a stage propose one template at most', async () => {
    const received = await templateNamed('Application received');
    const screening = await stageId('Screening');
    const refused = await call('PUT', `/api/email-templates/${received.id}/stage`, {
      stageId: screening,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.stageId).toBe(
      emailTemplateMessages.stageTaken('Moved to screening'),
    );
    const unknown = await call('PUT', `/api/email-templates/${received.id}/stage`, {
      stageId: 999_999,
    });
    expect(unknown.json().errors.stageId).toBe(pipelineMessages.stageUnknown);

    const moved = await templateNamed('Moved to screening');
    expect((await call('DELETE', `/api/email-templates/${moved.id}/stage`)).statusCode).toBe(200);
    const attached = await call('PUT', `/api/email-templates/${received.id}/stage`, {
      stageId: screening,
    });
    expect(attached.json().data.stage).toEqual({ id: screening, name: 'Screening' });
    // Put things back for the tests that follow.
    await call('DELETE', `/api/email-templates/${received.id}/stage`);
    await call('PUT', `/api/email-templates/${moved.id}/stage`, { stageId: screening });
  });

  it("previews a template for an application's candidate, and with sample values", async () => {
    const screening = await templateNamed('Moved to screening');
    const forCandidate = await call('POST', '/api/email-templates/preview', {
      applicationId,
      templateId: screening.id,
    });
    expect(forCandidate.statusCode).toBe(200);
    expect(forCandidate.json().data).toEqual({
      subject: 'Your application for General application: next step',
      text: expect.stringContaining('Dear Meera,'),
      missing: [],
    });
    const sample = await call('POST', '/api/email-templates/preview', {
      subject: 'Hi {{candidate.firstName}}',
      body: 'See you {{interview.when}}',
    });
    expect(sample.json().data.subject).toBe('Hi Aarav');
    const interview = await templateNamed('Interview invitation');
    const noInterview = await call('POST', '/api/email-templates/preview', {
      applicationId,
      templateId: interview.id,
    });
    expect(noInterview.json().data.missing).toEqual(['interview.when']);

    // Once an interview is scheduled, the invitation names its time in India.
    const interviewedId = await insertApplicationRow(ctx.database.db, {
      firstName: 'Farhan',
      lastName: 'Qureshi',
      email: 'farhan.candidate@example.com',
    });
    const interviewer = await addStaff(
      ctx,
      'panel.templates@example.com',
      'interviewer',
      'Kiran Rao',
    );
    const scheduled = await call(
      'POST',
      `/api/career/applications/${interviewedId}/interviews`,
      scheduleBody([interviewer.id]),
    );
    expect(scheduled.statusCode).toBe(201);
    const withInterview = await call('POST', '/api/email-templates/preview', {
      applicationId: interviewedId,
      templateId: interview.id,
    });
    expect(withInterview.json().data.missing).toEqual([]);
    expect(withInterview.json().data.text).toMatch(/10:00.*IST|10:00 (am|AM)/);
  });

  it('e-mails the candidate through the outbox, escaped, and records it in the history', async () => {
    const screening = await templateNamed('Moved to screening');
    const response = await call('POST', `/api/career/applications/${applicationId}/emails`, {
      templateId: screening.id,
      body: 'Dear {{candidate.fullName}},\n\nA recruiter will call you.',
    });
    expect(response.statusCode).toBe(201);
    const event: ApplicationEvent = response.json().data;
    expect(event).toMatchObject({
      kind: 'email-sent',
      comment: 'Subject: Your application for General application: next step',
      staff: { name: expect.any(String) },
    });

    await ctx.app.mailer.flush();
    const [mail] = inbox.to('meera.candidate@example.com');
    expect(mail.headers.get('subject')).toBe('Your application for General application: next step');
    expect(mail.text).toContain('Dear Meera <script>alert(1)</script>,');
    expect(mail.html).toContain('Dear Meera &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toContain('<script>');

    const timeline = await call('GET', `/api/career/applications/${applicationId}/timeline`);
    expect(timeline.json().data[0]).toMatchObject({ kind: 'email-sent', id: event.id });
    expect(await auditActions('application')).toContain('application.email-sent');
  });

  it('keeps the subject one header line whatever a name holds', async () => {
    const id = await insertApplicationRow(ctx.database.db, {
      firstName: 'Ravi\r\nBcc: intruder@example.com',
      lastName: 'Kumar',
      email: 'ravi.candidate@example.com',
    });
    const response = await call('POST', `/api/career/applications/${id}/emails`, {
      subject: 'Hello {{candidate.firstName}}',
      body: 'Hello.',
    });
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const [mail] = inbox.to('ravi.candidate@example.com');
    expect(mail.headers.get('subject')).toBe('Hello Ravi Bcc: intruder@example.com');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(inbox.to('intruder@example.com')).toHaveLength(0);
  });

  it('re-checks edited text and refuses what cannot be sent, sending nothing', async () => {
    const sentBefore = inbox.messages.length;
    const events = async () =>
      (await call('GET', `/api/career/applications/${applicationId}/timeline`)).json().data
        .length as number;
    const eventsBefore = await events();

    const twoLines = await call('POST', `/api/career/applications/${applicationId}/emails`, {
      subject: 'Hello\r\nBcc: intruder@example.com',
      body: 'Hi',
    });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().errors.subject).toBe(emailTemplateMessages.subjectOneLine);

    const unknown = await call('POST', `/api/career/applications/${applicationId}/emails`, {
      subject: 'Hello',
      body: 'Hi {{candidate.nickname}} and {{job.salary}}',
    });
    expect(unknown.json().errors.body).toBe(
      'Unknown placeholders {{candidate.nickname}}, {{job.salary}}. Use only the placeholders listed.',
    );

    const interview = await templateNamed('Interview invitation');
    const missing = await call('POST', `/api/career/applications/${applicationId}/emails`, {
      templateId: interview.id,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.body).toBe(emailTemplateMessages.missingValue(['interview.when']));

    const nothing = await call('POST', `/api/career/applications/${applicationId}/emails`, {});
    expect(nothing.json().errors.subject).toBe(emailTemplateMessages.templateRequired);

    const gone = await call('POST', '/api/career/applications/999999/emails', {
      subject: 'a',
      body: 'b',
    });
    expect(gone.statusCode).toBe(404);

    await ctx.app.mailer.flush();
    expect(inbox.messages.length).toBe(sentBefore);
    expect(await events()).toBe(eventsBefore);
  });

  it("sends a test to the signed-in member's own address with the sample values", async () => {
    const offer = await templateNamed('Offer');
    const admin = await ctx.staffAuth();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/email-templates/${offer.id}/test`,
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`Test e-mail sent to ${TEST_STAFF.email}`);
    await ctx.app.mailer.flush();
    const [mail] = inbox.to(TEST_STAFF.email).slice(-1);
    expect(mail.headers.get('subject')).toBe(
      '[Test] An offer from Vistaar Infotech for Backend Developer (Node.js)',
    );
    expect(mail.text).toContain('Dear Aarav,');
  });
});
