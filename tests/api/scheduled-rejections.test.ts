import {
  createTestApp,
  startSecondServer,
  type TestContext,
} from '../../server/test-support/test-app';
import { defaultSendAt } from '../../server/modules/email-templates/scheduled-email-service';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';

const TEXT = {
  subject: 'Your application for {{job.title}}',
  body: 'Dear {{candidate.firstName}},\n\nThank you for your time. We will not take this further.',
};

describe(`scheduled rejection e-mails (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let applicationId: number;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuthAs('recruiter');
    applicationId = await insertApplicationRow(ctx.database.db, {
      jobId: await postJob(ctx, auth),
      firstName: 'Meera',
      lastName: 'Nair',
      email: 'meera.candidate@example.com',
    });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload });
  const base = () => `/api/career/applications/${applicationId}/emails/scheduled`;

  async function moveTo(name: string) {
    const stage = await ctx.database.db
      .selectFrom('pipeline_stages')
      .select(['id', 'kind'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const reasons = await call('GET', '/api/pipeline/rejection-reasons');
    const response = await call('POST', `/api/career/applications/${applicationId}/stage`, {
      stageId: stage.id,
      ...(stage.kind === 'rejected' ? { rejectionReasonId: reasons.json().data[0].id } : {}),
    });
    expect(response.statusCode).toBe(200);
  }

  const candidateMails = async () =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'pipeline.candidate_email')
      .execute();

  /** The e-mail falls due: its moment is moved into the past. */
  const makeDue = () =>
    ctx.database.db
      .updateTable('scheduled_emails')
      .set({ send_at: new Date(Date.now() - 60_000).toISOString() })
      .execute();

  it('schedules a rejection for the next working day at 10:00 IST, filled in now, sending nothing yet', async () => {
    await moveTo('Rejected');
    const before = defaultSendAt();
    const response = await call('POST', base(), TEXT);
    expect(response.statusCode).toBe(201);
    const scheduled = response.json().data;
    expect(scheduled).toMatchObject({
      applicationId,
      subject: 'Your application for Backend Developer (Node.js)',
      status: 'scheduled',
      sentAt: null,
      cancelledAt: null,
    });
    expect(scheduled.body).toContain('Dear Meera,');
    expect([before, defaultSendAt()]).toContain(scheduled.sendAt);
    // 10:00 in India is 04:30 UTC, never on a Sunday.
    expect(scheduled.sendAt).toMatch(/T04:30:00\.000Z$/);
    expect(new Date(scheduled.sendAt).getUTCDay()).not.toBe(0);

    await ctx.app.scheduledEmails.run();
    expect(await candidateMails()).toEqual([]);
    const listed = await call('GET', base());
    expect(listed.json().data).toEqual([scheduled]);
  });

  it('refuses what is not a rejection, a time in the past and a text it cannot fill', async () => {
    const notRejected = await call('POST', base(), TEXT);
    expect(notRejected.statusCode).toBe(409);
    expect(notRejected.json().message).toBe(emailTemplateMessages.onlyRejections);

    await moveTo('Rejected');
    const past = await call('POST', base(), { ...TEXT, sendAt: '2020-01-01T04:30:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ sendAt: emailTemplateMessages.sendAtPast });
    const garbled = await call('POST', base(), { ...TEXT, sendAt: 'tomorrow morning' });
    expect(garbled.json().errors).toEqual({ sendAt: emailTemplateMessages.sendAtInvalid });
    const tooFar = await call('POST', base(), {
      ...TEXT,
      sendAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    });
    expect(tooFar.json().errors).toEqual({ sendAt: emailTemplateMessages.sendAtTooFar });
    const unfillable = await call('POST', base(), {
      subject: 'Your interview',
      body: 'See you on {{interview.when}}.',
    });
    expect(unfillable.statusCode).toBe(400);
    expect(await ctx.database.db.selectFrom('scheduled_emails').select('id').execute()).toEqual([]);
    const unknown = await call('POST', '/api/career/applications/99999/emails/scheduled', TEXT);
    expect(unknown.statusCode).toBe(404);
  });

  it('is sent once at its time even with two servers sweeping, and then cannot be cancelled', async () => {
    await moveTo('Rejected');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await call('POST', base(), { ...TEXT, sendAt: at })).json().data;
    expect(scheduled.sendAt).toBe(at);

    const second = await startSecondServer(ctx);
    try {
      // Not due yet: neither server sends it.
      await Promise.all([ctx.app.scheduledEmails.run(), second.scheduledEmails.run()]);
      expect(await candidateMails()).toEqual([]);

      await makeDue();
      await Promise.all([
        ctx.app.scheduledEmails.run(),
        second.scheduledEmails.run(),
        ctx.app.scheduledEmails.run(),
        second.scheduledEmails.run(),
      ]);
    } finally {
      await second.stop();
    }
    expect(await candidateMails()).toEqual([
      {
        recipient: 'meera.candidate@example.com',
        subject: 'Your application for Backend Developer (Node.js)',
      },
    ]);
    const timeline = await call('GET', `/api/career/applications/${applicationId}/timeline`);
    expect(
      timeline.json().data.filter((event: { kind: string }) => event.kind === 'email-sent'),
    ).toEqual([
      expect.objectContaining({
        comment: 'Subject: Your application for Backend Developer (Node.js)',
      }),
    ]);
    const listed = await call('GET', base());
    expect(listed.json().data[0]).toMatchObject({ status: 'sent', sentAt: expect.any(String) });

    const cancel = await call('POST', `${base()}/${scheduled.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(emailTemplateMessages.scheduledAlreadySent);
  });

  it('is cancelled until sent, and a cancelled e-mail never goes', async () => {
    await moveTo('Rejected');
    const scheduled = (await call('POST', base(), TEXT)).json().data;
    const cancel = await call('POST', `${base()}/${scheduled.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'staff',
      cancelledAt: expect.any(String),
    });
    const again = await call('POST', `${base()}/${scheduled.id}/cancel`);
    expect(again.statusCode).toBe(200);
    const elsewhere = await call('POST', `${base()}/${scheduled.id + 1}/cancel`);
    expect(elsewhere.statusCode).toBe(404);

    await makeDue();
    await ctx.app.scheduledEmails.run();
    expect(await candidateMails()).toEqual([]);
    const actions = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'application')
      .where('action', 'like', 'application.email-%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'application.email-scheduled',
      'application.email-schedule-cancelled',
    ]);
  });

  it('is cancelled, not sent, when the application has left the rejected stage by then', async () => {
    await moveTo('Rejected');
    await call('POST', base(), TEXT);
    await moveTo('Interview');
    await makeDue();
    await ctx.app.scheduledEmails.run();
    expect(await candidateMails()).toEqual([]);
    const listed = await call('GET', base());
    expect(listed.json().data[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'stage-changed',
      sentAt: null,
    });
  });
});
