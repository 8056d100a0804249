import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { ConversationMessage, QuarantinedMail } from '@vistaar/shared/contract';
import { ConfigError, loadConfig } from '../../server/config';
import { eraseApplication } from '../../server/modules/erasure';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { HIDDEN_LINK } from '../../server/modules/conversations/private-links';
import {
  apply,
  dialect,
  insertApplicationRow,
  jobBody,
  samplePdf,
  validApplication,
} from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { startInbox, type Inbox, type ReceivedMail } from './smtp-inbox';

const DOMAIN = 'vistaar.test';
const RECRUITING_INBOX = `hiring@${DOMAIN}`;
const REPLY_ADDRESS =
  /^"Priya Sharma \(Vistaar Infotech recruiting\)" <(jobs\+([0-9a-f]{32})@vistaar\.test)>$/;

describe('REPLY_DOMAIN', () => {
  it('is off unless set, takes a domain, and refuses one that is not', () => {
    expect(loadConfig({}).replyDomain).toBeUndefined();
    expect(loadConfig({ REPLY_DOMAIN: 'Vistaar.Test' }).replyDomain).toBe('vistaar.test');
    expect(() => loadConfig({ REPLY_DOMAIN: 'not a domain' })).toThrow(ConfigError);
  });
});

describe(`two-way e-mail with candidates (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let priya: StaffMember;
  let admin: StaffMember;
  let jobId: number;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({
      smtpUrl: inbox.url,
      host: '127.0.0.1',
      intakeSmtpPort: 0,
      intakeAddress: `resumes@${DOMAIN}`,
      intakeAllowedSenderDomains: ['talentpartners.example'],
      recruitingInbox: RECRUITING_INBOX,
      replyDomain: DOMAIN,
    });
    priya = await addStaff(ctx, 'priya.sharma@example.com', 'recruiter', 'Priya Sharma');
    admin = await addStaff(ctx, 'anil.admin@example.com', 'admin', 'Anil Rao');
    const posted = await priya.call(
      'POST',
      '/api/career/post-jobs',
      jobBody({ title: 'Payroll Analyst' }),
    );
    jobId = posted.json().data.id as number;
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  /** A candidate's e-mail client: a real SMTP client talking to the built-in listener. */
  const deliver = (message: SendMailOptions) =>
    nodemailer
      .createTransport({
        host: '127.0.0.1',
        port: ctx.app.inboundMail!.port(),
        secure: false,
        ignoreTLS: true,
      })
      .sendMail(message);

  async function templateId(name: string) {
    const response = await priya.call('GET', '/api/email-templates');
    return (response.json().data as { id: number; name: string }[]).find(
      (item) => item.name === name,
    )!.id;
  }

  /** An application whose candidate got a stage e-mail; its reply address from that e-mail. */
  async function writtenTo(email: string, firstName: string) {
    const id = await insertApplicationRow(ctx.database.db, { jobId, firstName, email });
    const sent = await priya.call('POST', `/api/career/applications/${id}/emails`, {
      templateId: await templateId('Moved to screening'),
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const mail = inbox.to(email).at(-1)!;
    const match = REPLY_ADDRESS.exec(mail.headers.get('reply-to') ?? '');
    expect(match).not.toBeNull();
    return { id, address: match![1], token: match![2], mail };
  }

  const thread = async (member: StaffMember, id: number) => {
    const response = await member.call('GET', `/api/career/applications/${id}/conversation`);
    expect(response.statusCode).toBe(200);
    return response.json().data as ConversationMessage[];
  };
  const quarantine = async () =>
    (await admin.call('GET', '/api/mail-quarantine')).json().data as QuarantinedMail[];

  it('gives every e-mail to a candidate the application’s own reply address: stage, bulk and interview e-mails', async () => {
    const first = await writtenTo('kiran.bhat@example.com', 'Kiran');
    const second = await writtenTo('meena.rao@example.com', 'Meena');
    expect(second.token).not.toBe(first.token);

    const bulk = await priya.call('POST', '/api/career/applications/emails', {
      ids: [first.id, second.id],
      templateId: await templateId('Rejection'),
    });
    expect(bulk.statusCode).toBe(201);
    const asha = await addStaff(ctx, 'asha.panel@example.com', 'interviewer', 'Asha Verma');
    const scheduled = await priya.call(
      'POST',
      `/api/career/applications/${first.id}/interviews`,
      scheduleBody([asha.id]),
    );
    expect(scheduled.statusCode).toBe(201);
    await ctx.app.mailer.flush();

    const kiranMails = inbox.to('kiran.bhat@example.com');
    expect(kiranMails.map((mail) => mail.headers.get('subject'))).toEqual([
      expect.any(String),
      expect.any(String),
      expect.stringMatching(/^Interview invitation: /),
    ]);
    for (const mail of kiranMails) {
      expect(REPLY_ADDRESS.exec(mail.headers.get('reply-to') ?? '')?.[2]).toBe(first.token);
    }
    expect(
      REPLY_ADDRESS.exec(inbox.to('meena.rao@example.com')[1].headers.get('reply-to') ?? '')?.[2],
    ).toBe(second.token);
    // The interviewer's copy is no candidate's e-mail.
    expect(inbox.to(asha.email)[0].headers.get('reply-to')).toBeUndefined();
  });

  /** The desk list's count of unread replies on one application (absent when none). */
  async function deskUnread(id: number): Promise<number | undefined> {
    const desk = await priya.call('GET', '/api/career/get-job-applications?limit=100');
    expect(desk.statusCode).toBe(200);
    const row = (desk.json().data as { id: number; unreadReplies?: number }[]).find(
      (item) => item.id === id,
    );
    expect(row).toBeDefined();
    return row!.unreadReplies;
  }

  it('takes the candidate’s reply into the application: quoted text and signature folded, files checked by content, the recruiter told', async () => {
    const { id, address, mail } = await writtenTo('farah.khan@example.com', 'Farah');
    await deliver({
      from: 'Farah Khan <Farah.Khan@example.com>',
      to: address,
      subject: `Re: ${mail.headers.get('subject')}`,
      messageId: '<reply-1@mail.example.com>',
      text: [
        'Thank you! I can join in 30 days.',
        '',
        '-- ',
        'Farah Khan',
        '',
        'On Mon, 2 Mar 2026 at 10:02, Priya Sharma <' + address + '> wrote:',
        '> Dear Farah,',
      ].join('\n'),
      attachments: [
        { filename: 'certificate.pdf', content: samplePdf('Farah Khan') },
        { filename: 'photo.pdf', content: Buffer.from('MZ this is no PDF at all') },
      ],
    });

    // Marked on the desk until a member opens the thread.
    expect(await deskUnread(id)).toBe(1);
    const messages = await thread(priya, id);
    expect(await deskUnread(id)).toBeUndefined();
    const reply = messages.find((message) => message.direction === 'in')!;
    expect(reply).toMatchObject({
      from: 'farah.khan@example.com',
      body: 'Thank you! I can join in 30 days.',
      unread: true,
    });
    expect(reply.quoted).toMatch(/^-- \nFarah Khan[\s\S]*wrote:\n> Dear Farah,$/);
    // The stage e-mail comes first, as in a mail client.
    expect(messages[0]).toMatchObject({ direction: 'out', from: expect.stringContaining('Priya') });
    expect(messages.indexOf(reply)).toBeGreaterThan(0);
    expect(reply.attachments).toEqual([
      {
        name: 'certificate.pdf',
        url: expect.stringMatching(/^\/api\/conversation-files\/\d+\?/),
        refused: null,
      },
      { name: 'photo.pdf', url: null, refused: expect.stringMatching(/^Not kept/) },
    ]);
    const file = await ctx.app.inject({ method: 'GET', url: reply.attachments[0].url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: reply.attachments[0].url!.replace(/signature=[^&]+/, 'signature=x'),
    });
    expect(unsigned.statusCode).toBe(403);

    // Opening the thread marked it read.
    expect((await thread(priya, id)).find((message) => message.direction === 'in')!.unread).toBe(
      false,
    );
    await ctx.app.mailer.flush();
    const notice = inbox.to(priya.email).at(-1)!;
    expect(notice.headers.get('subject')).toBe('Farah Applicant replied');
    expect(notice.text).toContain(`/applied-job/${id}`);
    expect(notice.text).not.toContain('30 days');
  });

  it("never shows staff the candidate's private links, in the product's e-mails or quoted in a reply", async () => {
    const email = 'meera.iyer@example.com';
    const applied = await apply(
      ctx,
      validApplication({ jobId, firstName: 'Meera', lastName: 'Iyer', email }),
    );
    expect(applied.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const received = inbox.to(email).at(-1)!;
    const privateLink = /https?:\/\/\S+\/my-application\/[A-Za-z0-9_-]{43}/.exec(received.text)![0];
    const id = (
      await priya.call('GET', `/api/career/get-job-applications?jobId=${jobId}&search=Iyer`)
    ).json().data[0].id as number;
    // The acknowledgement carries this application's own reply address.
    const address = /<(jobs\+[0-9a-f]{32}@vistaar\.test)>/.exec(
      received.headers.get('reply-to') ?? '',
    )![1];
    await deliver({
      from: email,
      to: address,
      subject: 'Re: your application',
      text: [
        'Is this still open?',
        '',
        'On Mon, someone wrote:',
        `> Your private page: ${privateLink}`,
      ].join('\n'),
    });

    const shown = JSON.stringify(await thread(priya, id));
    expect(shown).toContain(HIDDEN_LINK);
    expect(shown).not.toContain(privateLink.split('/').at(-1));
  });

  it('keeps a reply written in HTML as text, never as HTML', async () => {
    const { id, address } = await writtenTo('omar.html@example.com', 'Omar');
    await deliver({
      from: 'omar.html@example.com',
      to: address,
      subject: 'Availability',
      html: '<p>I am <b>free</b> on Friday.</p><script>alert(1)</script><img src="https://t.example/x.gif">',
    });
    const reply = (await thread(priya, id)).find((message) => message.direction === 'in')!;
    expect(reply.body).toContain('I am free on Friday.');
    // Only text is kept: no markup, no script; an image's address stays inert text.
    expect(reply.body).not.toMatch(/<|alert/);
  });

  it('quarantines a forged sender and an unknown token, and the admin attaches or deletes them', async () => {
    const { id, address } = await writtenTo('ravi.forged@example.com', 'Ravi');
    await deliver({
      from: 'someone.else@example.com',
      to: address,
      subject: 'Not Ravi',
      text: 'Please send me the offer letter.',
      attachments: [{ filename: 'x.pdf', content: samplePdf() }],
    });
    await deliver({
      from: 'ravi.forged@example.com',
      to: `jobs+${'0'.repeat(32)}@${DOMAIN}`,
      subject: 'Guessed',
      text: 'Hello',
    });
    expect((await thread(priya, id)).filter((message) => message.direction === 'in')).toEqual([]);
    const held = await quarantine();
    const forged = held.find((mail) => mail.subject === 'Not Ravi')!;
    const guessed = held.find((mail) => mail.subject === 'Guessed')!;
    expect(forged).toMatchObject({ reason: 'sender', sender: 'someone.else@example.com' });
    expect(guessed).toMatchObject({ reason: 'unknown-token' });

    const attached = await admin.call('POST', `/api/mail-quarantine/${forged.id}/attach`, {
      applicationId: id,
    });
    expect(attached.statusCode).toBe(200);
    expect((await thread(priya, id)).find((message) => message.direction === 'in')).toMatchObject({
      from: 'someone.else@example.com',
      body: 'Please send me the offer letter.',
    });
    const fileCount = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('stored_files')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('purpose', '=', 'mail-attachment')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const filesBefore = await fileCount();
    expect((await admin.call('DELETE', `/api/mail-quarantine/${guessed.id}`)).statusCode).toBe(200);
    expect(await fileCount()).toBe(filesBefore);
    expect((await quarantine()).map((mail) => mail.id)).not.toContain(guessed.id);
    const again = await admin.call('DELETE', `/api/mail-quarantine/${guessed.id}`);
    expect(again.statusCode).toBe(404);
    const nowhere = await admin.call('POST', `/api/mail-quarantine/${forged.id}/attach`, {
      applicationId: id,
    });
    expect(nowhere.statusCode).toBe(404);
    const bad = await admin.call('POST', `/api/mail-quarantine/1/attach`, { applicationId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a member’s answer with the reply address and threading headers', async () => {
    const { id, address } = await writtenTo('lina.thread@example.com', 'Lina');
    await deliver({
      from: 'lina.thread@example.com',
      to: address,
      subject: 'Question about the role',
      messageId: '<q-1@mail.example.com>',
      text: 'Is the role hybrid?',
    });
    const empty = await priya.call('POST', `/api/career/applications/${id}/conversation`, {
      text: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ text: 'Write your reply' });
    const answered = await priya.call('POST', `/api/career/applications/${id}/conversation`, {
      text: 'Yes: three days a week in the office.',
    });
    expect(answered.statusCode).toBe(201);
    const messages = answered.json().data as ConversationMessage[];
    expect(messages.at(-1)).toMatchObject({
      direction: 'out',
      from: 'Priya Sharma',
      subject: 'Re: Question about the role',
      body: 'Yes: three days a week in the office.',
    });
    await ctx.app.mailer.flush();
    const sent: ReceivedMail = inbox.to('lina.thread@example.com').at(-1)!;
    expect(sent.headers.get('subject')).toBe('Re: Question about the role');
    expect(REPLY_ADDRESS.exec(sent.headers.get('reply-to') ?? '')?.[1]).toBe(address);
    expect(sent.headers.get('in-reply-to')).toBe('<q-1@mail.example.com>');
    expect(sent.headers.get('references')).toBe('<q-1@mail.example.com>');
    expect(sent.headers.get('message-id')).toMatch(/^<[0-9a-f-]{36}@vistaar\.test>$/);
    expect(sent.text).toContain('three days a week');
  });

  it('shows the conversation to recruiting and a job’s hiring manager only', async () => {
    const { id } = await writtenTo('sunita.roles@example.com', 'Sunita');
    const interviewer = await addStaff(ctx, 'ivan.panel@example.com', 'interviewer', 'Ivan');
    const manager = await addStaff(ctx, 'maya.manager@example.com', 'hiring-manager', 'Maya');
    const hr = await addStaff(ctx, 'harsh.hr@example.com', 'hr', 'Harsh');
    const path = `/api/career/applications/${id}/conversation`;
    expect((await interviewer.call('GET', path)).statusCode).toBe(403);
    expect((await interviewer.call('POST', path, { text: 'Hi' })).statusCode).toBe(403);
    expect((await hr.call('GET', path)).statusCode).toBe(403);
    expect((await manager.call('GET', path)).statusCode).toBe(404);
    expect((await manager.call('POST', path, { text: 'Hi' })).statusCode).toBe(404);
    expect((await priya.call('GET', '/api/mail-quarantine')).statusCode).toBe(403);
    await ctx.database.db
      .insertInto('job_hiring_managers')
      .values({ job_id: jobId, staff_id: manager.id, created_at: new Date().toISOString() })
      .execute();
    expect((await manager.call('GET', path)).statusCode).toBe(200);
  });

  it('erasure removes the conversation, its files and the reply address; a later reply is quarantined', async () => {
    const { id, address } = await writtenTo('dev.erase@example.com', 'Dev');
    await deliver({
      from: 'dev.erase@example.com',
      to: address,
      subject: 'My documents',
      text: 'Attached.',
      attachments: [{ filename: 'degree.pdf', content: samplePdf('Dev Erase') }],
    });
    const [reply] = (await thread(priya, id)).filter((message) => message.direction === 'in');
    const fileId = Number(/conversation-files\/(\d+)/.exec(reply.attachments[0].url!)![1]);
    await ctx.database.db.transaction().execute((trx) =>
      eraseApplication(trx, id, {
        reason: 'privacy-request',
        actor: { staffId: null },
        secret: ctx.app.appSecret,
      }),
    );
    const db = ctx.database.db;
    expect(
      await db
        .selectFrom('conversation_messages')
        .select('id')
        .where('application_id', '=', id)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('stored_files').select('id').where('id', '=', fileId).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('application_reply_tokens')
        .select('token')
        .where('application_id', '=', id)
        .execute(),
    ).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: reply.attachments[0].url! })).statusCode,
    ).toBe(404);

    await deliver({
      from: 'dev.erase@example.com',
      to: address,
      subject: 'Still there?',
      text: 'Hello?',
    });
    expect((await quarantine()).find((mail) => mail.subject === 'Still there?')).toMatchObject({
      reason: 'unknown-token',
    });
    const answer = await priya.call('POST', `/api/career/applications/${id}/conversation`, {
      text: 'Hi',
    });
    expect(answer.statusCode).toBe(409);
  });

  it('still takes resumes at the intake address from its allowed domains only', async () => {
    await expect(
      deliver({ from: 'x@gmail.example', to: `resumes@${DOMAIN}`, subject: 'CV', text: 'cv' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      deliver({ from: 'x@gmail.example', to: `someone@${DOMAIN}`, subject: 'Hi', text: 'hi' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await deliver({
      from: 'neha@talentpartners.example',
      to: `resumes@${DOMAIN}`,
      subject: 'A profile',
      text: 'Attached.',
      attachments: [{ filename: 'aarav.pdf', content: samplePdf() }],
    });
    const items = await ctx.database.db.selectFrom('intake_items').select('sender').execute();
    expect(items).toEqual([{ sender: 'neha@talentpartners.example' }]);
  });
});
