import { createHmac } from 'node:crypto';
import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import { conversationMessages } from '@vistaar/shared/validation';
import type { WhatsappConfig } from '../../server/config';
import { eraseApplication } from '../../server/modules/erasure';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, validApplication } from './careers-fixtures';
import { addStaff, scheduleBody } from './interview-fixtures';
import { startCloudApi } from './whatsapp-cloud-api';
import { until } from '../support/until';

const APP_SECRET = 'meta-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-me-please';
const PHONE_NUMBER_ID = '109876543210987';
/** validApplication's 9876543210, as the platform writes it. */
const WA_NUMBER = '919876543210';

describe(`WhatsApp through the Cloud API (${dialect})`, () => {
  let cloud: Awaited<ReturnType<typeof startCloudApi>>;
  let ctx: TestContext;

  beforeAll(async () => {
    cloud = await startCloudApi();
  });
  afterAll(async () => {
    await cloud.close();
  });
  beforeEach(async () => {
    cloud.requests.length = 0;
    const whatsapp: WhatsappConfig = {
      apiBase: cloud.base,
      phoneNumberId: PHONE_NUMBER_ID,
      accessToken: 'EAAG-test-token',
      appSecret: APP_SECRET,
      verifyToken: VERIFY_TOKEN,
      templates: {
        application_received: { name: 'application_received', language: 'en' },
        interview_scheduled: { name: 'interview_scheduled', language: 'en' },
        interview_rescheduled: { name: 'interview_changed', language: 'en' },
        interview_cancelled: { name: 'interview_cancelled', language: 'en' },
      },
      ratesInr: { utility: 0.115, marketing: 0.7846, authentication: 0.115, service: 0 },
    };
    ctx = await createTestApp({ whatsapp });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const db = () => ctx.database.db;

  async function applied(overrides: Record<string, unknown> = {}) {
    const response = await apply(ctx, JSON.stringify(validApplication(overrides)));
    expect(response.statusCode).toBe(201);
    await ctx.app.whatsapp.flush();
    const row = await db()
      .selectFrom('job_applications')
      .select(['id', 'candidate_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { applicationId: row.id, candidateId: row.candidate_id! };
  }

  const messages = () => db().selectFrom('whatsapp_messages').selectAll().orderBy('id').execute();

  /** A free-text message to the candidate, written straight into the outbox in the given state. */
  const outgoingText = (
    candidateId: number,
    body: string,
    state: { status: 'queued' | 'sending'; attempts: number; lease_until?: string },
  ) =>
    db()
      .insertInto('whatsapp_messages')
      .values({
        application_id: null,
        candidate_id: candidateId,
        direction: 'out',
        phone: WA_NUMBER,
        payload: JSON.stringify({ type: 'text', text: { preview_url: false, body } }),
        body,
        ...state,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  function webhook(payload: unknown, signature?: string) {
    const raw = JSON.stringify(payload);
    const sign =
      signature ?? `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === '' ? {} : { 'x-hub-signature-256': sign }),
      },
      payload: raw,
    });
  }

  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const inbound = (text: string, id = 'wamid.IN1', from = WA_NUMBER) =>
    envelope({
      contacts: [{ profile: { name: 'Aarav' }, wa_id: from }],
      messages: [
        {
          from,
          id,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });

  const status = (id: string, value: string, pricing = true) =>
    envelope({
      statuses: [
        {
          id,
          status: value,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: WA_NUMBER,
          conversation: { id: 'CONVERSATION_ID', origin: { type: 'utility' } },
          ...(pricing
            ? { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }
            : {}),
        },
      ],
    });

  it('sends the approved template on an application only to a candidate who opted in', async () => {
    await applied({ whatsappUpdates: false });
    expect(cloud.requests).toHaveLength(0);

    const { applicationId } = await applied({
      whatsappUpdates: true,
      email: 'second@example.com',
      firstName: 'Meera',
    });
    expect(cloud.requests).toHaveLength(1);
    const [request] = cloud.requests;
    expect(request.url).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(request.authorization).toBe('Bearer EAAG-test-token');
    expect(request.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: WA_NUMBER,
      type: 'template',
      template: { name: 'application_received', language: { code: 'en' } },
    });
    expect(request.body.template.components[0].parameters[0]).toEqual({
      type: 'text',
      text: 'Meera',
    });
    const rows = await messages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      application_id: applicationId,
      status: 'sent',
      wa_message_id: expect.stringMatching(/^wamid\.TEST\d+$/),
      template_name: 'application_received',
      phone: WA_NUMBER,
    });
  });

  it('sends interviews with the time in IST, and nothing after a STOP on WhatsApp', async () => {
    const { applicationId } = await applied({ whatsappUpdates: true });
    const interviewer = await addStaff(
      ctx,
      'pavan.panel@example.com',
      'interviewer',
      'Panel Member',
    );
    const recruiter = await addStaff(
      ctx,
      'rita.recruiter@example.com',
      'recruiter',
      'Rita Recruiter',
    );
    const scheduled = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([interviewer.id]),
    );
    expect(scheduled.statusCode).toBe(201);
    await ctx.app.whatsapp.flush();
    const interview = await db()
      .selectFrom('interviews')
      .select(['id', 'starts_at', 'ends_at'])
      .executeTakeFirstOrThrow();
    const sent = cloud.requests.at(-1)!.body;
    expect(sent.template.name).toBe('interview_scheduled');
    const time = sent.template.components[0].parameters[2].text as string;
    expect(time).toBe(formatIndiaTimeRange(interview.starts_at, interview.ends_at));
    expect(time).toMatch(/10:00-11:00 IST$/);

    expect((await webhook(inbound('STOP'))).statusCode).toBe(200);
    const before = cloud.requests.length;
    const cancelled = await recruiter.call('POST', `/api/interviews/${interview.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    await ctx.app.whatsapp.flush();
    expect(cloud.requests).toHaveLength(before);
    const consent = await db()
      .selectFrom('channel_consents')
      .select(['channel', 'status', 'source'])
      .where('source', '=', 'reply_stop')
      .execute();
    expect(consent.map((row) => row.channel).sort()).toEqual(['sms', 'whatsapp']);
  });

  it('answers the verification challenge only for the verify token', async () => {
    const right = await ctx.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain/);
    expect(right.body).toBe('1158201444');
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('takes in only calls signed with the app secret; a wrong or missing signature changes nothing', async () => {
    const { applicationId } = await applied({ whatsappUpdates: true });
    expect(
      (await webhook(inbound('Hello', 'wamid.A'), 'sha256=' + '0'.repeat(64))).statusCode,
    ).toBe(401);
    expect((await webhook(inbound('Hello', 'wamid.A'), '')).statusCode).toBe(401);
    const signedOther = `sha256=${createHmac('sha256', 'another-secret').update('{}').digest('hex')}`;
    expect((await webhook(inbound('Hello', 'wamid.A'), signedOther)).statusCode).toBe(401);
    expect((await messages()).filter((row) => row.direction === 'in')).toHaveLength(0);

    expect((await webhook(inbound('Is the interview online?', 'wamid.A'))).statusCode).toBe(200);
    const thread = await db()
      .selectFrom('conversation_messages')
      .select(['application_id', 'direction', 'channel', 'body', 'sender'])
      .execute();
    expect(thread).toEqual([
      {
        application_id: applicationId,
        direction: 'in',
        channel: 'whatsapp',
        body: 'Is the interview online?',
        sender: '+919876543210',
      },
    ]);
    const auth = await ctx.staffAuth();
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${applicationId}/conversation`,
      headers: { authorization: auth },
    });
    expect(shown.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'whatsapp', body: 'Is the interview online?' }),
      ]),
    );
    const notices = await db()
      .selectFrom('outbox')
      .select('subject')
      .where('subject', 'like', '%replied%')
      .execute();
    expect(notices.length).toBeGreaterThan(0);

    // The platform retries: the same message id changes nothing.
    expect((await webhook(inbound('Is the interview online?', 'wamid.A'))).statusCode).toBe(200);
    expect(await db().selectFrom('conversation_messages').select('id').execute()).toHaveLength(1);
  });

  it('keeps messages from unknown numbers out', async () => {
    await applied({ whatsappUpdates: true });
    expect((await webhook(inbound('Hi', 'wamid.X', '447700900123'))).statusCode).toBe(200);
    expect((await messages()).filter((row) => row.direction === 'in')).toHaveLength(0);
    expect(await db().selectFrom('conversation_messages').select('id').execute()).toHaveLength(0);
  });

  it('records statuses, category and price, repeats idempotently, and shows the month to admins', async () => {
    await applied({ whatsappUpdates: true });
    const [queued] = await messages();
    const waId = queued.wa_message_id!;
    expect((await webhook(status(waId, 'delivered'))).statusCode).toBe(200);
    expect((await webhook(status(waId, 'read'))).statusCode).toBe(200);
    // Late and repeated: 'read' stays.
    expect((await webhook(status(waId, 'delivered'))).statusCode).toBe(200);
    const [row] = await messages();
    expect(row).toMatchObject({
      status: 'read',
      category: 'utility',
      pricing_model: 'PMP',
      billable: 1,
      price_micro_inr: 115_000,
    });
    expect(row.delivered_at).not.toBeNull();
    expect(row.read_at).not.toBeNull();

    const costs = await ctx.app.inject({
      method: 'GET',
      url: `/api/whatsapp/costs?month=${row.created_at.slice(0, 7)}`,
      headers: { authorization: await ctx.staffAuth() },
    });
    expect(costs.statusCode).toBe(200);
    expect(costs.json().data).toEqual({
      month: row.created_at.slice(0, 7),
      enabled: true,
      categories: [{ category: 'utility', messages: 1, costInr: 0.115 }],
      totalInr: 0.115,
    });
    const badMonth = await ctx.app.inject({
      method: 'GET',
      url: '/api/whatsapp/costs?month=2026-13',
      headers: { authorization: await ctx.staffAuth() },
    });
    expect(badMonth.statusCode).toBe(400);
    const recruiter = await addStaff(ctx, 'ravi.two@example.com', 'recruiter', 'Rec Two');
    expect((await recruiter.call('GET', '/api/whatsapp/costs')).statusCode).toBe(403);
  });

  it("erases an application's WhatsApp number and texts, while the month's cost still counts the message", async () => {
    const { applicationId } = await applied({ whatsappUpdates: true });
    const [sent] = await messages();
    const erased = await db()
      .transaction()
      .execute((trx) =>
        eraseApplication(trx, applicationId, {
          reason: 'privacy-request',
          actor: { staffId: null },
          secret: ctx.app.appSecret,
        }),
      );
    expect(erased).toBe(true);
    const [row] = await messages();
    expect(row).toMatchObject({
      phone: '',
      body: '',
      payload: '{}',
      application_id: null,
      candidate_id: null,
      template_name: 'application_received',
    });
    expect(JSON.stringify(await messages())).not.toContain(WA_NUMBER);
    expect(JSON.stringify(await messages())).not.toContain('Aarav');

    // The platform prices the message after the erasure: it is still found and billed.
    expect((await webhook(status(sent.wa_message_id!, 'delivered'))).statusCode).toBe(200);
    const costs = await ctx.app.inject({
      method: 'GET',
      url: `/api/whatsapp/costs?month=${row.created_at.slice(0, 7)}`,
      headers: { authorization: await ctx.staffAuth() },
    });
    expect(costs.json().data.categories).toEqual([
      { category: 'utility', messages: 1, costInr: 0.115 },
    ]);
  });

  it('records a platform refusal as a failed message with its reason', async () => {
    cloud.state.nextError = {
      status: 400,
      code: 131026,
      message: 'Message Undeliverable.',
    };
    const response = await apply(ctx, JSON.stringify(validApplication({ whatsappUpdates: true })));
    expect(response.statusCode).toBe(201);
    await ctx.app.whatsapp.flush();
    const [row] = await messages();
    expect(row).toMatchObject({
      status: 'failed',
      error_code: '131026',
      error_title: 'Message Undeliverable.',
    });
  });

  it('lets staff write free text only inside the 24-hour window', async () => {
    const { applicationId } = await applied({ whatsappUpdates: true });
    const url = `/api/career/applications/${applicationId}/whatsapp`;
    const auth = await ctx.staffAuth();
    const state = await ctx.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    expect(state.json().data).toMatchObject({
      available: false,
      reason: conversationMessages.whatsappWindowClosed,
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth },
      payload: { text: 'Are you free tomorrow?' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(conversationMessages.whatsappWindowClosed);
    const sentBefore = cloud.requests.length;

    await webhook(inbound('Yes, I have a question', 'wamid.B'));
    const sent = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth },
      payload: { text: 'Are you free tomorrow?' },
    });
    expect(sent.statusCode).toBe(201);
    expect(cloud.requests).toHaveLength(sentBefore + 1);
    expect(cloud.requests.at(-1)!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: WA_NUMBER,
      type: 'text',
      text: { preview_url: false, body: 'Are you free tomorrow?' },
    });
    expect(sent.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'whatsapp',
          direction: 'out',
          body: 'Are you free tomorrow?',
        }),
      ]),
    );

    const interviewer = await addStaff(
      ctx,
      'ina.interviewer@example.com',
      'interviewer',
      'Ina Interviewer',
    );
    expect((await interviewer.call('POST', url, { text: 'Hello' })).statusCode).toBe(403);
  });

  it('refuses free text to a candidate without an opt-in', async () => {
    const { applicationId } = await applied({ whatsappUpdates: false });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/applications/${applicationId}/whatsapp`,
      headers: { authorization: await ctx.staffAuth() },
      payload: { text: 'Hello' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(conversationMessages.whatsappNoOptIn);
    expect(cloud.requests).toHaveLength(0);
  });

  it('refuses free text after the candidate sent STOP, saying so', async () => {
    const { applicationId } = await applied({ whatsappUpdates: true });
    expect((await webhook(inbound('STOP'))).statusCode).toBe(200);
    cloud.requests.length = 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/applications/${applicationId}/whatsapp`,
      headers: { authorization: await ctx.staffAuth() },
      payload: { text: 'Hello again' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(conversationMessages.whatsappStopped);
    expect(cloud.requests).toHaveLength(0);
  });

  it('sends a backlog oldest first without waiting for the retry timer, trying each message once', async () => {
    const { candidateId } = await applied({ whatsappUpdates: true });
    const sentBefore = cloud.requests.length;
    const backlog: number[] = [];
    for (let n = 1; n <= 120; n += 1) {
      const body = `Backlog ${n}`;
      const { id } = await outgoingText(candidateId, body, { status: 'queued', attempts: 0 });
      backlog.push(id);
    }
    // The platform is briefly unavailable for the first: it may go again, on a later pass.
    cloud.state.nextError = { status: 503, code: 2, message: 'Service temporarily unavailable' };

    // The caller waits for one batch; the rest follows on its own (the timer is not running).
    await ctx.app.whatsapp.flush();
    expect(cloud.requests.length - sentBefore).toBe(50);
    // Sent means the platform answered and the outbox wrote it down: the last request reaches
    // the stand-in a moment before its row says so.
    await until(
      'the backlog sent',
      async () =>
        cloud.requests.length - sentBefore === 120 &&
        (await messages()).every((row) => row.status !== 'sending'),
    );

    const rows = new Map((await messages()).map((row) => [row.id, row]));
    expect(rows.get(backlog[0])).toMatchObject({ status: 'queued', attempts: 1 });
    expect(backlog.slice(1).map((id) => rows.get(id)?.status)).toEqual(
      backlog.slice(1).map(() => 'sent'),
    );
    expect(cloud.requests.slice(sentBefore).map((request) => request.body)).toEqual(
      backlog.map((_, index) =>
        expect.objectContaining({ text: { preview_url: false, body: `Backlog ${index + 1}` } }),
      ),
    );
  });

  it('takes back a message a stopped server left sending: queued again, failed after the limit', async () => {
    const { candidateId } = await applied({ whatsappUpdates: false });
    await db()
      .insertInto('channel_consents')
      .values({
        candidate_id: candidateId,
        channel: 'whatsapp',
        phone: `+${WA_NUMBER}`,
        status: 'opted_in',
        source: 'recruiter_note',
        recorded_by: null,
        recorded_at: new Date().toISOString(),
      })
      .execute();
    const stuck = (attempts: number, leaseUntil: string) =>
      outgoingText(candidateId, 'Hi', { status: 'sending', attempts, lease_until: leaseUntil });
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const retried = await stuck(1, past);
    const exhausted = await stuck(4, past);
    const held = await stuck(0, future);

    await ctx.app.whatsapp.flush();

    const rows = new Map((await messages()).map((row) => [row.id, row]));
    expect(rows.get(retried.id)).toMatchObject({ status: 'sent', attempts: 3, lease_until: null });
    expect(rows.get(exhausted.id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      error_code: 'interrupted',
    });
    // Another server still holds this one: left alone.
    expect(rows.get(held.id)).toMatchObject({ status: 'sending', attempts: 0 });
    expect(cloud.requests).toHaveLength(1);
  });

  it('shows each WhatsApp message in the thread with its delivery, and a failure in plain words', async () => {
    const { applicationId } = await applied({ whatsappUpdates: true });
    const [template] = await messages();
    await webhook(status(template.wa_message_id!, 'delivered'));
    await webhook(inbound('Can we talk?', 'wamid.C'));
    const desk = await ctx.app.inject({
      method: 'GET',
      url: '/api/career/get-job-applications?page=1&limit=10',
      headers: { authorization: await ctx.staffAuth() },
    });
    expect(desk.json().data).toEqual([
      expect.objectContaining({ id: applicationId, unreadReplies: 1 }),
    ]);
    cloud.state.nextError = { status: 400, code: 131026, message: 'Message Undeliverable.' };
    const auth = await ctx.staffAuth();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/applications/${applicationId}/whatsapp`,
      headers: { authorization: auth },
      payload: { text: 'Sure, at 4?' },
    });
    expect(sent.statusCode).toBe(201);
    const thread = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${applicationId}/conversation`,
      headers: { authorization: auth },
    });
    const data = thread.json().data as Record<string, unknown>[];
    const whatsapp = data.filter((message) => message.channel === 'whatsapp');
    // The platform's timestamps are whole seconds, so the inbound one may sort first.
    expect(whatsapp).toHaveLength(3);
    expect(whatsapp).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          direction: 'out',
          subject: 'WhatsApp template: application_received',
          delivery: { status: 'delivered', failure: null },
        }),
        expect.objectContaining({ direction: 'in', body: 'Can we talk?' }),
        expect.objectContaining({
          direction: 'out',
          body: 'Sure, at 4?',
          delivery: {
            status: 'failed',
            failure: 'WhatsApp could not deliver it: the number may not use WhatsApp',
          },
        }),
      ]),
    );
    expect(whatsapp.find((message) => message.direction === 'in')).not.toHaveProperty('delivery');
    expect(whatsapp.find((message) => message.direction === 'in')).toMatchObject({ unread: true });
    // Sent by the candidate: named as the application names them, beside the number it came from.
    expect(whatsapp.find((message) => message.direction === 'in')).toMatchObject({
      from: `Aarav Mehta (+${WA_NUMBER})`,
    });
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${applicationId}/conversation`,
      headers: { authorization: auth },
    });
    expect(
      (again.json().data as { unread: boolean }[]).filter((message) => message.unread),
    ).toEqual([]);
  });
});
