import nodemailer, { type SendMailOptions } from 'nodemailer';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, pngBytes, postJob, samplePdf } from './careers-fixtures';
import { startImapResponder } from './imap-responder';
import { settled } from './intake-fixtures';

const INTAKE = 'resumes@vistaar.test';

describe(`the resume inbox (${dialect})`, () => {
  let ctx: TestContext;
  let jobId: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      host: '127.0.0.1',
      intakeSmtpPort: 0,
      intakeAddress: INTAKE,
      intakeAllowedSenderDomains: ['talentpartners.example'],
    });
    jobId = await postJob(ctx, await ctx.staffAuth());
  });
  afterAll(async () => ctx.close());

  const send = (message: SendMailOptions) =>
    nodemailer
      .createTransport({
        host: '127.0.0.1',
        port: ctx.app.inboundMail!.port(),
        secure: false,
        ignoreTLS: true,
      })
      .sendMail(message);
  const items = () =>
    ctx.database.db.selectFrom('intake_items').selectAll().orderBy('id').execute();

  it('turns each resume of an e-mail into an item for the job its +tag names, with the text as the note', async () => {
    await send({
      from: 'Neha <neha@talentpartners.example>',
      to: `resumes+job-${jobId}@vistaar.test`,
      subject: 'Two profiles for the backend role',
      text: 'Please find two profiles attached. Both can join in 30 days.',
      attachments: [
        { filename: 'aarav.pdf', content: samplePdf() },
        { filename: 'priya.pdf', content: samplePdf('Priya Sharma') },
        { filename: 'logo.png', content: pngBytes() },
      ],
    });
    const rows = await items();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        origin: 'email',
        job_id: jobId,
        sender: 'neha@talentpartners.example',
        subject: 'Two profiles for the backend role',
        note: 'Please find two profiles attached. Both can join in 30 days.',
        uploaded_by: null,
      });
      expect(await settled(ctx, row.id)).toBe('review');
    }
    expect(rows.map((row) => row.file_name)).toEqual(['aarav.pdf', 'priya.pdf']);
  });

  it('sends a resume whose e-mail names no job to the pool, and one naming JOB-n in the subject to that job', async () => {
    const before = (await items()).length;
    await send({
      from: 'neha@talentpartners.example',
      to: INTAKE,
      subject: 'A profile',
      text: 'For any opening.',
      attachments: [{ filename: 'kavya.pdf', content: samplePdf('Kavya Nair') }],
    });
    await send({
      from: 'neha@talentpartners.example',
      to: INTAKE,
      subject: `Profile for JOB-${jobId}`,
      text: '',
      attachments: [{ filename: 'rahul.pdf', content: samplePdf('Rahul Verma') }],
    });
    const rows = (await items()).slice(before);
    expect(rows.map((row) => row.job_id)).toEqual([null, jobId]);
  });

  it('refuses mail from a domain not on the allow-list, and for any other address, with a 5xx reply', async () => {
    const before = (await items()).length;
    await expect(
      send({
        from: 'someone@elsewhere.example',
        to: INTAKE,
        subject: 'Resume',
        text: 'Hello',
        attachments: [{ filename: 'cv.pdf', content: samplePdf() }],
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      send({
        from: 'neha@talentpartners.example',
        to: 'ceo@vistaar.test',
        subject: 'Resume',
        text: 'Hello',
        attachments: [{ filename: 'cv.pdf', content: samplePdf() }],
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(await items()).toHaveLength(before);
  });
});

/** A message as a mailbox holds it, built by nodemailer's own composer. */
async function rawMessage(message: SendMailOptions): Promise<Buffer> {
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(message);
  return built.message as Buffer;
}

describe(`the resume mailbox, polled over IMAP (${dialect})`, () => {
  let ctx: TestContext;
  let mailbox: Awaited<ReturnType<typeof startImapResponder>>;

  beforeAll(async () => {
    mailbox = await startImapResponder({ user: 'intake', pass: 's3cret pass' });
    mailbox.deliver(
      await rawMessage({
        from: 'Neha <neha@talentpartners.example>',
        to: 'resumes@vistaar.test',
        subject: 'A profile',
        text: 'Can join at once.',
        attachments: [{ filename: 'kavya.pdf', content: samplePdf('Kavya Nair') }],
      }),
    );
    mailbox.deliver(
      await rawMessage({
        from: 'someone@elsewhere.example',
        to: 'resumes@vistaar.test',
        subject: 'Mine',
        text: 'Hello',
        attachments: [{ filename: 'cv.pdf', content: samplePdf() }],
      }),
    );
    ctx = await createTestApp({
      intakeImapUrl: `imap://intake:${encodeURIComponent('s3cret pass')}@127.0.0.1:${mailbox.port}/INBOX`,
      intakeAllowedSenderDomains: ['talentpartners.example'],
    });
  });
  afterAll(async () => {
    await ctx.close();
    await mailbox.close();
  });

  it('takes in the unseen messages of allowed senders and flags every message it read as seen', async () => {
    await ctx.app.inboundMailbox!.pollOnce();
    const rows = await ctx.database.db.selectFrom('intake_items').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        origin: 'email',
        file_name: 'kavya.pdf',
        sender: 'neha@talentpartners.example',
        note: 'Can join at once.',
        job_id: null,
      }),
    ]);
    expect(mailbox.messages.map((message) => message.seen)).toEqual([true, true]);

    // A second visit finds nothing new.
    await ctx.app.inboundMailbox!.pollOnce();
    expect(await ctx.database.db.selectFrom('intake_items').select('id').execute()).toHaveLength(1);
  });
});

describe('the resume inbox settings', () => {
  it('is off without INTAKE_SMTP_PORT and needs its address and sender domains with it', () => {
    expect(loadConfig({}).intakeSmtpPort).toBeUndefined();
    expect(() => loadConfig({ INTAKE_SMTP_PORT: '2525' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        INTAKE_SMTP_PORT: '2525',
        INTAKE_ADDRESS: INTAKE,
        INTAKE_ALLOWED_SENDER_DOMAINS: 'talentpartners.example, not a domain',
      }),
    ).toThrow(/not a domain/);
    expect(
      loadConfig({
        INTAKE_SMTP_PORT: '2525',
        INTAKE_ADDRESS: INTAKE,
        INTAKE_ALLOWED_SENDER_DOMAINS: 'TalentPartners.example,hire.example',
      }),
    ).toMatchObject({
      intakeSmtpPort: 2525,
      intakeAllowedSenderDomains: ['talentpartners.example', 'hire.example'],
    });
    expect(() => loadConfig({ INTAKE_IMAP_URL: 'imaps://intake:pw@mail.example/INBOX' })).toThrow(
      /INTAKE_ALLOWED_SENDER_DOMAINS/,
    );
    expect(() =>
      loadConfig({
        INTAKE_IMAP_URL: 'https://mail.example',
        INTAKE_ALLOWED_SENDER_DOMAINS: 'hire.example',
      }),
    ).toThrow(/INTAKE_IMAP_URL must start with imap/);
  });
});
