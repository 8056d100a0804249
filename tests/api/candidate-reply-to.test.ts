import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type { EmailTemplate } from '@vistaar/shared/contract';
import {
  apply,
  dialect,
  insertApplicationRow,
  postJob,
  validApplication,
} from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { startInbox, type Inbox, type ReceivedMail } from './smtp-inbox';

const HR_INBOX = 'careers@vistaarinfotech.in';
const RECRUITING_INBOX = 'hiring@vistaarinfotech.in';
/** What a reply from a candidate goes to, as the header reads. */
const FROM_PRIYA = `"Priya Sharma (Vistaar Infotech recruiting)" <${RECRUITING_INBOX}>`;
const FROM_THE_TEAM = `Vistaar Infotech recruiting <${RECRUITING_INBOX}>`;

const replyTo = (message: ReceivedMail | undefined) => message?.headers.get('reply-to');

describe('RECRUITING_INBOX', () => {
  it('defaults to HR_INBOX, takes its own address, and refuses what is not one', () => {
    expect(loadConfig({ HR_INBOX: 'people@example.com' }).recruitingInbox).toBe(
      'people@example.com',
    );
    expect(
      loadConfig({ HR_INBOX: 'people@example.com', RECRUITING_INBOX: 'jobs@example.com' })
        .recruitingInbox,
    ).toBe('jobs@example.com');
    expect(() => loadConfig({ RECRUITING_INBOX: 'not an address' })).toThrow(ConfigError);
    expect(() => loadConfig({ RECRUITING_INBOX: 'not an address' })).toThrow(
      'RECRUITING_INBOX must be an e-mail address (got "not an address")',
    );
  });
});

describe(`every e-mail to a candidate can be answered (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let priya: StaffMember;
  let asha: StaffMember;
  let jobId: number;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({
      smtpUrl: inbox.url,
      hrInbox: HR_INBOX,
      recruitingInbox: RECRUITING_INBOX,
    });
    priya = await addStaff(ctx, 'priya.sharma@example.com', 'recruiter', 'Priya Sharma');
    asha = await addStaff(ctx, 'asha.panel@example.com', 'interviewer', 'Asha Verma');
    jobId = await postJob(ctx, await ctx.staffAuth(), { title: 'Payroll Analyst' });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  const latest = (address: string, subject: RegExp) =>
    inbox
      .to(address)
      .filter((message) => subject.test(message.headers.get('subject') ?? ''))
      .at(-1);

  async function template(name: string): Promise<EmailTemplate> {
    const response = await priya.call('GET', '/api/email-templates');
    return (response.json().data as EmailTemplate[]).find((item) => item.name === name)!;
  }

  const candidate = (email: string, firstName = 'Kiran') =>
    insertApplicationRow(ctx.database.db, { jobId, firstName, lastName: 'Bhat', email });

  it('the acknowledgement of an application: to the recruiting team, the HR notice without one', async () => {
    const email = 'kiran.applies@example.com';
    const response = await apply(ctx, validApplication({ jobId, email, firstName: 'Kiran' }));
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const acknowledgement = latest(email, /^We have received your application for /);
    expect(acknowledgement).toBeDefined();
    expect(replyTo(acknowledgement)).toBe(FROM_THE_TEAM);
    const notice = latest(HR_INBOX, /^New job application$/);
    expect(notice).toBeDefined();
    expect(replyTo(notice)).toBeUndefined();
  });

  it('a stage e-mail and a rejection, one at a time: to the recruiting inbox, named after the sender', async () => {
    const email = 'meena.stage@example.com';
    const id = await candidate(email, 'Meena');
    for (const name of ['Moved to screening', 'Rejection']) {
      const sent = await priya.call('POST', `/api/career/applications/${id}/emails`, {
        templateId: (await template(name)).id,
      });
      expect(sent.statusCode).toBe(201);
    }
    await ctx.app.mailer.flush();
    const mails = inbox.to(email);
    expect(mails).toHaveLength(2);
    expect(mails.map(replyTo)).toEqual([FROM_PRIYA, FROM_PRIYA]);
    expect(mails[1].text).toContain('Dear Meena,');
  });

  it('one e-mail to several candidates (the bulk rejection): each carries it', async () => {
    const addresses = ['ravi.bulk@example.com', 'sunita.bulk@example.com'];
    const ids = [await candidate(addresses[0], 'Ravi'), await candidate(addresses[1], 'Sunita')];
    const sent = await priya.call('POST', '/api/career/applications/emails', {
      ids,
      templateId: (await template('Rejection')).id,
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    for (const address of addresses) {
      expect(inbox.to(address)).toHaveLength(1);
      expect(replyTo(inbox.to(address)[0])).toBe(FROM_PRIYA);
    }
  });

  it('an interview invitation, its move and its cancellation: the candidate’s copies only', async () => {
    const email = 'farah.interview@example.com';
    const id = await candidate(email, 'Farah');
    const scheduled = await priya.call(
      'POST',
      `/api/career/applications/${id}/interviews`,
      scheduleBody([asha.id]),
    );
    expect(scheduled.statusCode).toBe(201);
    const interviewId = (scheduled.json().data as { id: number }).id;
    const moved = await priya.call('POST', `/api/interviews/${interviewId}/reschedule`, {
      ...scheduleBody([]),
      startTime: '15:00',
      mode: undefined,
      videoUrl: undefined,
      interviewerIds: undefined,
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await priya.call('POST', `/api/interviews/${interviewId}/cancel`, {
      reason: 'The candidate asked for it.',
    });
    expect(cancelled.statusCode).toBe(200);
    await ctx.app.mailer.flush();

    for (const subject of [
      /^Interview invitation: /,
      /^Interview moved: /,
      /^Interview cancelled: /,
    ]) {
      const toCandidate = latest(email, subject);
      expect(toCandidate).toBeDefined();
      expect(replyTo(toCandidate)).toBe(FROM_PRIYA);
      expect(toCandidate!.text).toContain('If you have a question, reply to this e-mail.');
      const toInterviewer = latest(asha.email, subject);
      expect(toInterviewer).toBeDefined();
      expect(replyTo(toInterviewer)).toBeUndefined();
    }
  });

  it('a template’s test e-mail to the member sending it carries none', async () => {
    const sent = await priya.call(
      'POST',
      `/api/email-templates/${(await template('Rejection')).id}/test`,
    );
    expect(sent.statusCode).toBeLessThan(300);
    await ctx.app.mailer.flush();
    const test = latest(priya.email, /^\[Test\] /);
    expect(test).toBeDefined();
    expect(replyTo(test)).toBeUndefined();
  });

  it('a recruiter’s name cannot break the header: line breaks become spaces', async () => {
    const odd = await addStaff(
      ctx,
      'odd.name@example.com',
      'recruiter',
      'Odd\r\nBcc: x@evil.example',
    );
    const email = 'lina.header@example.com';
    const id = await candidate(email, 'Lina');
    const sent = await odd.call('POST', `/api/career/applications/${id}/emails`, {
      templateId: (await template('Moved to screening')).id,
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const [mail] = inbox.to(email);
    expect(replyTo(mail)).toBe(
      `"Odd Bcc: x@evil.example (Vistaar Infotech recruiting)" <${RECRUITING_INBOX}>`,
    );
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(inbox.to('x@evil.example')).toHaveLength(0);
  });
});
