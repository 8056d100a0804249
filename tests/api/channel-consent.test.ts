import type { MessagingConsent } from '@vistaar/shared/contract';
import { MESSAGING_UNSUBSCRIBED } from '@vistaar/shared/config/messaging';
import { channelConsentMessages } from '@vistaar/shared/validation';
import { mayMessage } from '../../server/modules/consent';
import { conversationMailConsumer, replyTokenFor } from '../../server/modules/conversations';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, multipart, samplePdf, validApplication } from './careers-fixtures';

const NUMBER = '+919876543210';

describe(`messaging consent per channel (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp({ replyDomain: 'vistaar.test' });
  });
  afterEach(async () => {
    await ctx.close();
  });

  const db = () => ctx.database.db;

  /** Applies through the API; answers the application and its candidate. */
  async function applied(overrides: Record<string, unknown> = {}) {
    const response = await apply(ctx, JSON.stringify(validApplication(overrides)));
    expect(response.statusCode).toBe(201);
    const row = await db()
      .selectFrom('job_applications')
      .select(['id', 'candidate_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { applicationId: row.id, candidateId: row.candidate_id! };
  }

  const consentRows = (candidateId: number) =>
    db()
      .selectFrom('channel_consents')
      .select(['channel', 'phone', 'status', 'source', 'note', 'recorded_by'])
      .where('candidate_id', '=', candidateId)
      .orderBy('id')
      .execute();

  async function staffCall(method: 'GET' | 'POST', candidateId: number, body?: object) {
    return ctx.app.inject({
      method,
      url: `/api/candidates/${candidateId}/messaging-consent`,
      headers: { authorization: await ctx.staffAuth() },
      ...(body ? { payload: body } : {}),
    });
  }

  /** A candidate's reply to the e-mail they got, as the inbound listener hands it over. */
  async function reply(applicationId: number, text: string, from = 'aarav.mehta@example.com') {
    const token = await replyTokenFor(db(), applicationId);
    const consume = conversationMailConsumer({
      db: db(),
      mailer: ctx.app.mailer,
      log: ctx.app.log,
      publicUrl: ctx.app.config.publicUrl,
      recruitingInbox: ctx.app.config.recruitingInbox,
    });
    await consume({
      sender: from,
      from,
      recipients: [`jobs+${token}@vistaar.test`],
      tags: [token],
      subject: 'Re: Your application',
      messageId: undefined,
      text,
      receivedAt: new Date().toISOString(),
      attachments: [],
    });
  }

  it('records the form’s ticked boxes as opt-ins for the number given, sent as JSON', async () => {
    const { candidateId } = await applied({ whatsappUpdates: true, smsUpdates: true });
    expect(await consentRows(candidateId)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', phone: NUMBER, status: 'opted_in' }),
      expect.objectContaining({ channel: 'sms', phone: NUMBER, status: 'opted_in' }),
    ]);
    for (const row of await consentRows(candidateId)) {
      expect(row).toMatchObject({ source: 'application_form', recorded_by: null });
    }
    expect(await mayMessage(db(), candidateId, 'whatsapp')).toEqual({ ok: true, phone: NUMBER });
    expect(await mayMessage(db(), candidateId, 'sms')).toEqual({ ok: true, phone: NUMBER });
  });

  it('records a box ticked on the form posted without JavaScript, and nothing for an unticked one', async () => {
    const fields = Object.fromEntries(
      Object.entries(validApplication()).map(([name, value]) => [name, String(value)]),
    );
    const body = multipart({
      fields: { ...fields, consent: 'on', smsUpdates: 'on', website: '' },
      file: { content: samplePdf() },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/job-application-form',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { candidate_id: candidateId } = await db()
      .selectFrom('job_applications')
      .select('candidate_id')
      .executeTakeFirstOrThrow();
    expect(await consentRows(candidateId!)).toEqual([
      expect.objectContaining({ channel: 'sms', status: 'opted_in', source: 'application_form' }),
    ]);
    expect(await mayMessage(db(), candidateId!, 'whatsapp')).toEqual({
      ok: false,
      reason: 'no-opt-in',
    });
  });

  it('records nothing for unticked boxes: no message may go on either channel', async () => {
    const { candidateId } = await applied();
    expect(await consentRows(candidateId)).toEqual([]);
    expect(await mayMessage(db(), candidateId, 'whatsapp')).toEqual({
      ok: false,
      reason: 'no-opt-in',
    });
    expect(await mayMessage(db(), candidateId, 'sms')).toEqual({ ok: false, reason: 'no-opt-in' });
    // Without an opt-in the candidate's e-mails carry no messaging footer.
    const ack = await db().selectFrom('outbox').select('text_body').executeTakeFirstOrThrow();
    expect(ack.text_body).not.toContain('/messages/unsubscribe');
  });

  it('refuses a number the consent was not given for, and a missing candidate', async () => {
    const { candidateId } = await applied({ whatsappUpdates: true });
    await db()
      .updateTable('candidates')
      .set({ phone: '9123456780' })
      .where('id', '=', candidateId)
      .execute();
    expect(await mayMessage(db(), candidateId, 'whatsapp')).toEqual({
      ok: false,
      reason: 'number-changed',
    });
    expect(await mayMessage(db(), 999_999, 'whatsapp')).toEqual({
      ok: false,
      reason: 'no-candidate',
    });
  });

  it('lets a recruiter note verbal consent only with a note, and an opt-out, shown with how and when', async () => {
    const { candidateId } = await applied({ smsUpdates: true });

    const noNote = await staffCall('POST', candidateId, {
      channel: 'whatsapp',
      status: 'opted_in',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toBe(channelConsentMessages.noteRequired);
    const badChannel = await staffCall('POST', candidateId, {
      channel: 'telegram',
      status: 'opted_in',
      note: 'Said yes',
    });
    expect(badChannel.statusCode).toBe(400);
    expect(await consentRows(candidateId)).toHaveLength(1);

    const noted = await staffCall('POST', candidateId, {
      channel: 'whatsapp',
      status: 'opted_in',
      note: 'Agreed on the phone screen call, 3 March',
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().message).toBe(channelConsentMessages.consentRecorded);
    const state = noted.json().data as MessagingConsent;
    expect(state.phone).toBe(NUMBER);
    expect(state.channels).toEqual([
      {
        channel: 'whatsapp',
        mayMessage: true,
        current: expect.objectContaining({
          source: 'recruiter_note',
          note: 'Agreed on the phone screen call, 3 March',
          recordedBy: expect.any(String),
          at: expect.any(String),
        }),
      },
      {
        channel: 'sms',
        mayMessage: true,
        current: expect.objectContaining({ source: 'application_form', recordedBy: null }),
      },
    ]);

    const optOut = await staffCall('POST', candidateId, { channel: 'sms', status: 'opted_out' });
    expect(optOut.statusCode).toBe(201);
    expect(await mayMessage(db(), candidateId, 'sms')).toEqual({ ok: false, reason: 'opted-out' });
    expect(await mayMessage(db(), candidateId, 'whatsapp')).toEqual({ ok: true, phone: NUMBER });

    const read = await staffCall('GET', candidateId);
    expect(read.statusCode).toBe(200);
    const history = (read.json().data as MessagingConsent).history;
    expect(history.map((entry) => [entry.channel, entry.status, entry.source])).toEqual([
      ['sms', 'opted_out', 'recruiter_note'],
      ['whatsapp', 'opted_in', 'recruiter_note'],
      ['sms', 'opted_in', 'application_form'],
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'candidate')
      .where('entity_id', '=', String(candidateId))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['candidate.consent-recorded', 'candidate.opt-out-recorded']),
    );

    expect((await staffCall('GET', 999_999)).statusCode).toBe(404);
  });

  it('opts out of both channels at once on a STOP reply; YES naming a channel opts in there', async () => {
    const { applicationId, candidateId } = await applied({
      whatsappUpdates: true,
      smsUpdates: true,
    });
    await reply(applicationId, 'Thanks, I will send the documents tomorrow.');
    expect(await consentRows(candidateId)).toHaveLength(2);

    await reply(applicationId, 'STOP\n\nOn Mon, 3 Mar 2026 at 10:02, Vistaar wrote:\n> Hello');
    expect((await consentRows(candidateId)).slice(2)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'opted_out', source: 'reply_stop' }),
      expect.objectContaining({ channel: 'sms', status: 'opted_out', source: 'reply_stop' }),
    ]);
    expect(await mayMessage(db(), candidateId, 'whatsapp')).toEqual({
      ok: false,
      reason: 'opted-out',
    });
    expect(await mayMessage(db(), candidateId, 'sms')).toEqual({ ok: false, reason: 'opted-out' });
    // The reply still reaches the conversation, where staff see it.
    const kept = await db()
      .selectFrom('conversation_messages')
      .select('body')
      .where('application_id', '=', applicationId)
      .execute();
    expect(kept.map((row) => row.body)).toContain('STOP');

    // A plain YES by e-mail names no channel; YES SMS opts in to SMS alone.
    await reply(applicationId, 'Yes');
    expect(await consentRows(candidateId)).toHaveLength(4);
    await reply(applicationId, 'YES SMS');
    expect((await consentRows(candidateId)).slice(4)).toEqual([
      expect.objectContaining({ channel: 'sms', status: 'opted_in', source: 'reply_yes' }),
    ]);
    expect(await mayMessage(db(), candidateId, 'sms')).toEqual({ ok: true, phone: NUMBER });
    expect(await mayMessage(db(), candidateId, 'whatsapp')).toEqual({
      ok: false,
      reason: 'opted-out',
    });
  });

  it('records no YES for a candidate without a number, and takes no STOP from another sender', async () => {
    const { applicationId, candidateId } = await applied({ whatsappUpdates: true });
    await reply(applicationId, 'STOP', 'someone.else@example.com');
    expect(await consentRows(candidateId)).toHaveLength(1);
    await db().updateTable('candidates').set({ phone: '' }).where('id', '=', candidateId).execute();
    await reply(applicationId, 'YES SMS');
    expect(await consentRows(candidateId)).toHaveLength(1);
  });

  it('puts a signed unsubscribe link in the candidate’s e-mails that opts out of both channels; a tampered one changes nothing', async () => {
    const { candidateId } = await applied({ whatsappUpdates: true, smsUpdates: true });
    const ack = await db()
      .selectFrom('outbox')
      .select(['text_body', 'html_body', 'recipient'])
      .where('recipient', '=', 'Aarav.Mehta@Example.com')
      .executeTakeFirstOrThrow();
    const link = /(https?:\/\/\S+\/messages\/unsubscribe\?\S+?)(?=\s|\)|$)/.exec(
      ack.text_body,
    )?.[1];
    expect(link).toBeDefined();
    expect(ack.html_body).toContain('/messages/unsubscribe?');
    const url = new URL(link!);
    expect(url.searchParams.get('candidate')).toBe(String(candidateId));

    const tampered = new URLSearchParams(url.search);
    tampered.set('candidate', String(candidateId + 1));
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}?${tampered.toString()}`,
    });
    expect(forged.statusCode).toBe(410);
    expect(forged.body).not.toContain(MESSAGING_UNSUBSCRIBED);
    const badSignature = new URLSearchParams(url.search);
    badSignature.set('signature', `${badSignature.get('signature')!.slice(0, -2)}xx`);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}?${badSignature.toString()}`,
    });
    expect(wrong.statusCode).toBe(410);
    expect(await consentRows(candidateId)).toHaveLength(2);

    const page = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(MESSAGING_UNSUBSCRIBED);
    expect((await consentRows(candidateId)).slice(2)).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        status: 'opted_out',
        source: 'email_unsubscribe',
      }),
      expect.objectContaining({ channel: 'sms', status: 'opted_out', source: 'email_unsubscribe' }),
    ]);
    // Following it again (or a mail program's one-click POST) adds nothing.
    const again = await ctx.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(again.statusCode).toBe(200);
    expect(await consentRows(candidateId)).toHaveLength(4);
  });

  it('erases a candidate’s consents and numbers with the candidate', async () => {
    const { candidateId } = await applied({ whatsappUpdates: true, smsUpdates: true });
    const erased = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${candidateId}/erase`,
      headers: { authorization: await ctx.staffAuth() },
    });
    expect(erased.statusCode).toBe(200);
    expect(await consentRows(candidateId)).toEqual([]);
    expect(await mayMessage(db(), candidateId, 'sms')).toEqual({
      ok: false,
      reason: 'no-candidate',
    });
  });

  it('refuses interviewers and hiring managers; HR may read and note', async () => {
    const { candidateId } = await applied();
    for (const role of ['interviewer', 'hiring-manager'] as const) {
      const headers = { authorization: await ctx.staffAuthAs(role) };
      const url = `/api/candidates/${candidateId}/messaging-consent`;
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      const write = await ctx.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { channel: 'sms', status: 'opted_out' },
      });
      expect(write.statusCode).toBe(403);
    }
    expect(await consentRows(candidateId)).toEqual([]);
    const hr = { authorization: await ctx.staffAuthAs('hr') };
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/candidates/${candidateId}/messaging-consent`,
      headers: hr,
    });
    expect(read.statusCode).toBe(200);
  });
});
