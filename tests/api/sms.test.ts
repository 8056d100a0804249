import { formatIndiaTimeRange } from '@vistaar/shared/lib/india-time';
import type { SmsConfig, WhatsappConfig } from '../../server/config';
import { eraseApplication } from '../../server/modules/erasure';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, validApplication } from './careers-fixtures';
import { addStaff, scheduleBody } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';
import { startGupshupApi } from './sms-gupshup-api';
import { startCloudApi } from './whatsapp-cloud-api';

jest.setTimeout(60_000);

const TOKEN = 'sms-callback-token-0123456789abcdef';
const ENTITY_ID = '1101456780000012345';
/** validApplication's 9876543210, as Gupshup takes and reports it. */
const SMS_NUMBER = '919876543210';
const TEMPLATES = {
  application_received: {
    dltTemplateId: '1107161234567890001',
    text: 'Dear {#var#}, we have received your application for {#var#}. Reference {#var#}. -Vistaar Infotech',
  },
  interview_scheduled: {
    dltTemplateId: '1107161234567890002',
    text: 'Dear {#var#}, your interview for {#var#} is on {#var#}{#var#}. -Vistaar Infotech',
  },
  interview_cancelled: {
    dltTemplateId: '1107161234567890004',
    text: 'Dear {#var#}, your interview for {#var#} on {#var#}{#var#} is cancelled. -Vistaar Infotech',
  },
  interview_reminder: {
    dltTemplateId: '1107161234567890005',
    text: 'Reminder: {#var#}, your interview for {#var#} is on {#var#}{#var#}. -Vistaar Infotech',
  },
} satisfies SmsConfig['templates'];

describe(`SMS under India's DLT rules through Gupshup (${dialect})`, () => {
  let gupshup: Awaited<ReturnType<typeof startGupshupApi>>;
  let cloud: Awaited<ReturnType<typeof startCloudApi>>;
  let ctx: TestContext;

  beforeAll(async () => {
    gupshup = await startGupshupApi();
    cloud = await startCloudApi();
  });
  afterAll(async () => {
    await gupshup.close();
    await cloud.close();
  });

  function smsConfig(overrides: Partial<SmsConfig> = {}): SmsConfig {
    return {
      apiUrl: gupshup.url,
      userId: '2000123456',
      apiKey: 'gupshup-password',
      senderHeader: 'VISTAR',
      principalEntityId: ENTITY_ID,
      webhookToken: TOKEN,
      urlWhitelist: ['vistaarinfotech.in'],
      templates: TEMPLATES,
      ...overrides,
    };
  }

  const whatsapp: () => WhatsappConfig = () => ({
    apiBase: cloud.base,
    phoneNumberId: '109876543210987',
    accessToken: 'EAAG-test-token',
    appSecret: 'meta-app-secret-for-tests',
    verifyToken: 'verify-me-please',
    templates: { application_received: { name: 'application_received', language: 'en' } },
    ratesInr: { utility: 0.115 },
  });

  async function start(sms: Partial<SmsConfig> = {}, withWhatsapp = false) {
    gupshup.requests.length = 0;
    cloud.requests.length = 0;
    ctx = await createTestApp({
      sms: smsConfig(sms),
      ...(withWhatsapp ? { whatsapp: whatsapp() } : {}),
    });
  }
  afterEach(async () => {
    await ctx?.close();
    jest.useRealTimers();
  });

  const db = () => ctx.database.db;
  const smsRows = () => db().selectFrom('sms_messages').selectAll().orderBy('id').execute();

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

  async function thread(applicationId: number) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${applicationId}/conversation`,
      headers: { authorization: await ctx.staffAuth() },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      channel?: string;
      body: string;
      delivery?: { status: string; failure: string | null };
    }[];
  }

  const deliveryReport = (query: Record<string, string>, token = TOKEN) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/sms/delivery-reports/${token}?${new URLSearchParams(query).toString()}`,
    });

  const inboundSms = (content: string, token = TOKEN, msisdn = '9876543210') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/sms/inbound/${token}?${new URLSearchParams({
        phonecode: '9220092200',
        keyword: content.split(' ')[0],
        location: 'Pune',
        carrier: 'Jio',
        content,
        msisdn,
        timestamp: String(Date.now()),
      }).toString()}`,
    });

  it('sends the registered template, filled exactly, with the DLT entity, template and header, only after an SMS opt-in', async () => {
    await start();
    await applied({ smsUpdates: false });
    expect(gupshup.requests).toHaveLength(0);
    expect(await smsRows()).toHaveLength(0);

    const { applicationId } = await applied({
      smsUpdates: true,
      email: 'meera@example.com',
      firstName: 'Meera',
    });
    expect(gupshup.requests).toHaveLength(1);
    const [form] = gupshup.requests;
    const [row] = await smsRows();
    const reference = /Reference (\d+)\./.exec(form.msg)?.[1];
    expect(reference).toMatch(/^\d+$/);
    expect(form).toEqual({
      method: 'SendMessage',
      v: '1.1',
      auth_scheme: 'plain',
      userid: '2000123456',
      password: 'gupshup-password',
      format: 'json',
      send_to: SMS_NUMBER,
      msg: `Dear Meera, we have received your application for Vistaar Infotech. Reference ${reference}. -Vistaar Infotech`,
      msg_type: 'TEXT',
      mask: 'VISTAR',
      principalEntityId: ENTITY_ID,
      dltTemplateId: TEMPLATES.application_received.dltTemplateId,
    });
    expect(row).toMatchObject({
      application_id: applicationId,
      direction: 'out',
      status: 'sent',
      phone: SMS_NUMBER,
      purpose: 'application_received',
      encoding: 'gsm7',
      parts: 1,
      provider_id: expect.stringMatching(/^\d+-\d+$/),
      body: form.msg,
    });
    expect(await thread(applicationId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'sms',
          body: form.msg,
          delivery: { status: 'sent', failure: null },
        }),
      ]),
    );
  });

  it('uses WhatsApp for a candidate opted in to both, SMS only for one opted in to SMS alone', async () => {
    await start({}, true);
    await applied({ smsUpdates: true, whatsappUpdates: true });
    expect(cloud.requests).toHaveLength(1);
    expect(gupshup.requests).toHaveLength(0);
    await applied({ smsUpdates: true, email: 'second@example.com', phone: '9123456780' });
    expect(cloud.requests).toHaveLength(1);
    expect(gupshup.requests.map((form) => form.send_to)).toEqual(['919123456780']);
  });

  it('refuses a template whose variables do not fill: kept as failed with the reason, never sent', async () => {
    await start({
      templates: {
        application_received: {
          dltTemplateId: '1107161234567890001',
          text: 'Dear {#var#}, thank you for applying. -Vistaar Infotech',
        },
      },
    });
    const { applicationId } = await applied({ smsUpdates: true });
    expect(gupshup.requests).toHaveLength(0);
    const [row] = await smsRows();
    expect(row).toMatchObject({
      status: 'failed',
      error_code: 'variables-count',
      error_title: 'Not sent: the registered SMS template has 1 variables, 3 were given',
    });
    const shown = (await thread(applicationId)).find((message) => message.channel === 'sms');
    expect(shown?.delivery).toEqual({ status: 'failed', failure: row.error_title });

    await ctx.close();
    await start();
    await applied({ smsUpdates: true, firstName: 'Venkatanarasimharajuvaripeta Lakshmi' });
    expect(gupshup.requests).toHaveLength(0);
    expect((await smsRows())[0]).toMatchObject({ status: 'failed', error_code: 'variable-unfit' });
  });

  it('sends no link to a host off the whitelist, and sends one to a whitelisted host', async () => {
    const withLink = (link: string) => ({
      templates: {
        application_received: {
          dltTemplateId: '1107161234567890001',
          text: `Dear {#var#}, we have your application for {#var#} ({#var#}). Track it at ${link} -Vistaar`,
        },
      },
    });
    await start(withLink('https://bit.ly/3xYz'));
    await applied({ smsUpdates: true });
    expect(gupshup.requests).toHaveLength(0);
    expect((await smsRows())[0]).toMatchObject({
      status: 'failed',
      error_code: 'url-not-whitelisted',
      error_title:
        'Not sent: the SMS would carry a link to bit.ly, which is not on the SMS URL whitelist',
    });

    await ctx.close();
    await start(withLink('https://careers.vistaarinfotech.in/my-application'));
    await applied({ smsUpdates: true });
    expect(gupshup.requests).toHaveLength(1);
    expect(gupshup.requests[0].msg).toContain('https://careers.vistaarinfotech.in/my-application');
  });

  it("records the provider's refusal, and keeps a message queued while the provider is down", async () => {
    await start();
    gupshup.state.failures = [{ httpStatus: 200, code: '105', details: 'Invalid phone number' }];
    await applied({ smsUpdates: true });
    expect((await smsRows())[0]).toMatchObject({
      status: 'failed',
      error_code: '105',
      error_title: 'Invalid phone number',
      attempts: 1,
    });
    // Down for longer than the sends right after the application: still queued, then sent.
    const down = { httpStatus: 503, code: '503', details: 'Service unavailable' };
    gupshup.state.failures = [down, down, down];
    await applied({ smsUpdates: true, email: 'second@example.com', phone: '9123456780' });
    expect((await smsRows())[1]).toMatchObject({
      status: 'queued',
      error_code: '503',
      error_title: 'Service unavailable',
    });
    gupshup.state.failures = [];
    await ctx.app.sms.flush();
    expect((await smsRows())[1]).toMatchObject({ status: 'sent' });
  });

  it('takes delivery reports only on the secret path, and shows them in the thread', async () => {
    await start();
    const { applicationId } = await applied({ smsUpdates: true });
    const [sent] = await smsRows();
    const report = {
      externalId: sent.provider_id!,
      deliveredTS: String(Date.parse('2026-03-03T05:00:07.000Z')),
      status: 'SUCCESS',
      cause: 'SUCCESS',
      phoneNo: SMS_NUMBER,
      errCode: '000',
      noOfFrags: '1',
      mask: 'VISTAR',
    };
    const wrong = await deliveryReport(report, 'sms-callback-token-guessed-000000000');
    expect(wrong.statusCode).toBe(404);
    expect((await smsRows())[0].status).toBe('sent');

    expect((await deliveryReport(report)).statusCode).toBe(200);
    expect((await smsRows())[0]).toMatchObject({
      status: 'delivered',
      delivered_at: '2026-03-03T05:00:07.000Z',
    });
    const shown = (await thread(applicationId)).find((message) => message.channel === 'sms');
    expect(shown?.delivery).toEqual({ status: 'delivered', failure: null });
    // A late report after the final one changes nothing.
    expect((await deliveryReport({ ...report, status: 'FAIL' })).statusCode).toBe(200);
    expect((await smsRows())[0].status).toBe('delivered');
  });

  it("takes Gupshup's POST batch of delivery reports: a failure keeps the operator's cause", async () => {
    await start();
    const { applicationId } = await applied({ smsUpdates: true });
    const [sent] = await smsRows();
    const batch = [
      {
        externalId: sent.provider_id,
        eventType: 'FAILED',
        eventTs: Date.parse('2026-03-03T05:01:00.000Z'),
        destAddr: Number(SMS_NUMBER),
        srcAddr: 'VISTAR',
        cause: 'ABSENT_SUBSCRIBER',
        errCode: '001',
        channel: 'SMS',
        noOfFrags: 1,
      },
      { externalId: 'not-ours-1', eventType: 'DELIVERED', eventTs: Date.now() },
    ];
    const post = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/sms/delivery-reports/${token}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(batch),
      });
    expect((await post('not-the-token-0000000000000000')).statusCode).toBe(404);
    expect((await smsRows())[0].status).toBe('sent');
    expect((await post(TOKEN)).statusCode).toBe(200);
    expect((await smsRows())[0]).toMatchObject({
      status: 'failed',
      error_code: '001',
      error_title: 'ABSENT_SUBSCRIBER',
      failed_at: '2026-03-03T05:01:00.000Z',
    });
    const shown = (await thread(applicationId)).find((message) => message.channel === 'sms');
    expect(shown?.delivery).toEqual({ status: 'failed', failure: 'ABSENT_SUBSCRIBER' });
  });

  it('answers nothing at all while SMS is off', async () => {
    ctx = await createTestApp();
    expect((await deliveryReport({ externalId: '1', status: 'SUCCESS' })).statusCode).toBe(404);
    expect((await inboundSms('STOP')).statusCode).toBe(404);
  });

  it("honours an SMS 'STOP' on every channel at once, and threads a candidate's SMS", async () => {
    await start({}, true);
    const { applicationId, candidateId } = await applied({
      smsUpdates: true,
      whatsappUpdates: true,
    });
    expect((await inboundSms('STOP', 'wrong-token-000000000000000000')).statusCode).toBe(404);
    expect((await inboundSms('Is the interview online?', TOKEN, '9000000001')).statusCode).toBe(
      204,
    );
    const unknownKept = await db()
      .selectFrom('sms_messages')
      .selectAll()
      .where('direction', '=', 'in')
      .execute();
    expect(unknownKept).toEqual([]);

    expect((await inboundSms('Is the interview online?')).statusCode).toBe(204);
    const received = await inboundSms('STOP');
    expect(received.statusCode).toBe(204);
    expect(received.body).toBe('');
    const consents = await db()
      .selectFrom('channel_consents')
      .select(['channel', 'status', 'source'])
      .where('candidate_id', '=', candidateId)
      .where('source', '=', 'reply_stop')
      .execute();
    expect(consents.map((row) => row.channel).sort()).toEqual(['sms', 'whatsapp']);
    const inThread = await db()
      .selectFrom('conversation_messages')
      .select(['channel', 'body', 'sender', 'direction'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    expect(inThread).toEqual([
      {
        channel: 'sms',
        body: 'Is the interview online?',
        sender: '+919876543210',
        direction: 'in',
      },
      { channel: 'sms', body: 'STOP', sender: '+919876543210', direction: 'in' },
    ]);

    const recruiter = await addStaff(ctx, 'rita.recruiter@example.com', 'recruiter', 'Rita R');
    const interviewer = await addStaff(ctx, 'pavan.panel@example.com', 'interviewer', 'Pavan P');
    const before = { sms: gupshup.requests.length, whatsapp: cloud.requests.length };
    const scheduled = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([interviewer.id]),
    );
    expect(scheduled.statusCode).toBe(201);
    await ctx.app.whatsapp.flush();
    expect(gupshup.requests).toHaveLength(before.sms);
    expect(cloud.requests).toHaveLength(before.whatsapp);
  });

  it('tells of an interview by SMS with the time in IST, and reminds the candidate by SMS', async () => {
    await start();
    const { applicationId } = await applied({ smsUpdates: true, firstName: 'Meera' });
    const recruiter = await addStaff(ctx, 'rita.recruiter@example.com', 'recruiter', 'Rita R');
    const interviewer = await addStaff(ctx, 'pavan.panel@example.com', 'interviewer', 'Pavan P');
    // Two days ahead, so the day-before reminder is still to come.
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString();
    const scheduled = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([interviewer.id], { date: inTwoDays.slice(0, 10) }),
    );
    expect(scheduled.statusCode).toBe(201);
    await ctx.app.whatsapp.flush();
    const interview = await db()
      .selectFrom('interviews')
      .select(['id', 'starts_at', 'ends_at'])
      .executeTakeFirstOrThrow();
    const time = formatIndiaTimeRange(interview.starts_at, interview.ends_at);
    expect(time).toMatch(/10:00-11:00 IST$/);
    expect(gupshup.requests.at(-1)).toMatchObject({
      dltTemplateId: TEMPLATES.interview_scheduled.dltTemplateId,
      msg: `Dear Meera, your interview for Vistaar Infotech is on ${time}. -Vistaar Infotech`,
    });

    jest.useFakeTimers(ONLY_THE_CLOCK);
    jest.setSystemTime(Date.parse(interview.starts_at) - 23 * 3_600_000);
    await ctx.app.interviewReminders.run();
    await ctx.app.whatsapp.flush();
    expect(gupshup.requests.at(-1)).toMatchObject({
      dltTemplateId: TEMPLATES.interview_reminder.dltTemplateId,
      msg: `Reminder: Meera, your interview for Vistaar Infotech is on ${time}. -Vistaar Infotech`,
    });
    const reminders = await db()
      .selectFrom('interview_reminders')
      .select(['kind', 'channel'])
      .where('interview_id', '=', interview.id)
      .where('kind', '=', 'candidate-day-before')
      .execute();
    expect(reminders).toEqual([{ kind: 'candidate-day-before', channel: 'sms' }]);
    const purposes = (await smsRows()).map((row) => [row.purpose, row.status]);
    expect(purposes).toEqual([
      ['application_received', 'sent'],
      ['interview_scheduled', 'sent'],
      ['interview_reminder', 'sent'],
    ]);
  });

  it("erases an application's SMS with it: the number and the texts both ways", async () => {
    await start();
    const { applicationId } = await applied({ smsUpdates: true });
    expect((await inboundSms('Thank you')).statusCode).toBe(204);
    expect((await smsRows()).map((row) => row.direction)).toEqual(['out', 'in']);
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
    expect(await smsRows()).toEqual([]);
  });
});
