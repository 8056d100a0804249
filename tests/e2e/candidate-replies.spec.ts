import nodemailer from 'nodemailer';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { applicationRecordPath } from '@vistaar/shared/config';
import { simplePdf } from './support/files';
import {
  STAFF_STATE,
  decodeQuotedPrintable,
  inboundMailPort,
  mailsTo,
  staffToken,
} from './support/staff';

/** This file's own job and candidate, found by their unique names. */
const STAMP = Date.now().toString().slice(-6);
const JOB = `Reply Desk Analyst ${STAMP}`;
const EMAIL = `nisha.reply.${STAMP}@example.com`;

/** A job, a candidate added by hand, and a stage e-mail to them: its Reply-To and Message-ID. */
async function seed(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const posted = await request.post('/api/career/post-jobs', {
    headers,
    data: {
      title: JOB,
      department: 'Finance',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '12-18 LPA',
      skills: 'Payroll',
      description: 'Answers candidates by e-mail.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  const added = await request.post(`/api/career/jobs/${jobId}/candidates`, {
    headers,
    multipart: {
      formData: JSON.stringify({
        firstName: 'Nisha',
        lastName: 'Reply',
        email: EMAIL,
        phone: '9812345670',
        currentCTC: '14 LPA',
        expectedCTC: '18 LPA',
        noticePeriod: '30',
        source: 'linkedin',
        consentSource: 'email',
      }),
      formResume: { name: 'nisha.pdf', mimeType: 'application/pdf', buffer: simplePdf('Nisha') },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const applicationId = ((await added.json()) as { data: { id: number } }).data.id;
  const templates = await request.get('/api/email-templates', { headers });
  const template = ((await templates.json()) as { data: { id: number; name: string }[] }).data.find(
    (item) => item.name === 'Moved to screening',
  )!;
  const sent = await request.post(`/api/career/applications/${applicationId}/emails`, {
    headers,
    data: { templateId: template.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  let replyTo = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(EMAIL)).find((item) => /jobs\+[0-9a-f]{32}@/.test(item.raw));
      replyTo = /jobs\+[0-9a-f]{32}@vistaar\.test/.exec(mail?.raw ?? '')?.[0] ?? '';
      return replyTo;
    })
    .not.toBe('');
  return { applicationId, replyTo };
}

test.use({ storageState: STAFF_STATE });

test('a recruiter reads a candidate’s reply and answers it in the thread', async ({
  page,
  request,
}) => {
  const { applicationId, replyTo } = await seed(request);
  await nodemailer
    .createTransport({ host: '127.0.0.1', port: await inboundMailPort(), ignoreTLS: true })
    .sendMail({
      from: `Nisha Reply <${EMAIL}>`,
      to: replyTo,
      subject: 'Re: Your application',
      messageId: `<nisha-${STAMP}@mail.example.com>`,
      text: `Thank you, I am free on Tuesday.\n\nOn Mon, 2 Mar 2026, Recruiting <${replyTo}> wrote:\n> Dear Nisha,`,
    });

  await page.goto(applicationRecordPath(applicationId));
  const thread = page.getByRole('region', { name: 'Messages with the candidate' });
  const reply = thread.getByRole('listitem', { name: 'From the candidate: Re: Your application' });
  await expect(reply).toContainText('Thank you, I am free on Tuesday.');
  await expect(reply.getByText('New')).toBeVisible();
  await expect(reply.getByText('> Dear Nisha,', { exact: false })).toBeHidden();
  await reply.getByRole('button', { name: 'Show quoted text' }).click();
  await expect(reply.getByText('> Dear Nisha,', { exact: false })).toBeVisible();

  const form = thread.getByRole('form', { name: 'Reply to the candidate' });
  await form.getByRole('textbox', { name: 'Reply' }).fill('Tuesday at 11 it is. See you then.');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(form.getByRole('status')).toHaveText('Reply sent');
  await expect(
    thread.getByRole('listitem', { name: /: Re: Your application$/ }).last(),
  ).toContainText('Tuesday at 11 it is.');

  await expect
    .poll(async () =>
      (await mailsTo(EMAIL)).some(
        (mail) =>
          mail.raw.includes(`In-Reply-To: <nisha-${STAMP}@mail.example.com>`) &&
          mail.raw.includes(replyTo) &&
          decodeQuotedPrintable(mail.raw).includes('Tuesday at 11 it is.'),
      ),
    )
    .toBe(true);
});
