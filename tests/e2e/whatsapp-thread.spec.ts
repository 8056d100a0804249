import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { applicationRecordPath, paths } from '@vistaar/shared/config';
import { simplePdf } from './support/files';
import { STAFF_STATE, staffToken, whatsappSent } from './support/staff';

/** This file's own job and candidate, found by their unique names and number. */
const STAMP = Date.now().toString().slice(-6);
const JOB = `WhatsApp Desk Analyst ${STAMP}`;
const PHONE = `98${STAMP}12`;
const WA_NUMBER = `91${PHONE}`;
/** scripts/e2e-server.mjs gives the server these. */
const PHONE_NUMBER_ID = '109876543210987';
const APP_SECRET = 'e2e-meta-app-secret';

const SCREENSHOTS = '/tmp/whatsapp-shots';

/** A webhook call as the platform makes it: the `messages` field, signed with the app secret. */
async function webhook(request: APIRequestContext, value: Record<string, unknown>) {
  const raw = JSON.stringify({
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
  const response = await request.post('/api/whatsapp/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`,
    },
    data: raw,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const now = () => String(Math.floor(Date.now() / 1000));

/** A job, a candidate added by hand, and the candidate's WhatsApp consent noted by a recruiter. */
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
      description: 'Answers candidates on WhatsApp.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  const added = await request.post(`/api/career/jobs/${jobId}/candidates`, {
    headers,
    multipart: {
      formData: JSON.stringify({
        firstName: 'Kavya',
        lastName: 'Message',
        email: `kavya.message.${STAMP}@example.com`,
        phone: PHONE,
        currentCTC: '14 LPA',
        expectedCTC: '18 LPA',
        noticePeriod: '30',
        source: 'linkedin',
        consentSource: 'email',
      }),
      formResume: { name: 'kavya.pdf', mimeType: 'application/pdf', buffer: simplePdf('Kavya') },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const applicationId = ((await added.json()) as { data: { id: number } }).data.id;
  const detail = await request.get(`/api/career/applications/${applicationId}`, { headers });
  const { candidateId } = ((await detail.json()) as { data: { candidateId: number } }).data;
  const consent = await request.post(`/api/candidates/${candidateId}/messaging-consent`, {
    headers,
    data: {
      channel: 'whatsapp',
      status: 'opted_in',
      note: 'Agreed on the phone to WhatsApp updates',
    },
  });
  expect(consent.status(), await consent.text()).toBe(201);
  return { applicationId };
}

test.use({ storageState: STAFF_STATE });

test('a recruiter reads a candidate’s WhatsApp message and answers it on WhatsApp', async ({
  page,
  request,
}) => {
  const { applicationId } = await seed(request);
  await webhook(request, {
    contacts: [{ profile: { name: 'Kavya' }, wa_id: WA_NUMBER }],
    messages: [
      {
        from: WA_NUMBER,
        id: `wamid.IN${STAMP}`,
        timestamp: now(),
        type: 'text',
        text: { body: 'Hello, is the role still open?' },
      },
    ],
  });

  await page.goto(applicationRecordPath(applicationId));
  const thread = page.getByRole('region', { name: 'Messages with the candidate' });
  const incoming = thread.getByRole('listitem', { name: 'From the candidate: WhatsApp message' });
  await expect(incoming).toContainText('Hello, is the role still open?');
  await expect(incoming.getByText('WhatsApp', { exact: true })).toBeVisible();
  await expect(incoming.getByText('New')).toBeVisible();

  const form = thread.getByRole('form', { name: 'Reply to the candidate' });
  const whatsapp = form.getByRole('radio', { name: 'WhatsApp' });
  await expect(whatsapp).toBeEnabled();
  await whatsapp.check();
  await form.getByRole('textbox', { name: 'Reply' }).fill('Yes, it is. Can we talk at 4 today?');
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent on WhatsApp');
  const answer = thread.getByRole('listitem', { name: /^From .*: WhatsApp message$/ }).last();
  await expect(answer).toContainText('Yes, it is. Can we talk at 4 today?');
  await expect(answer.getByText('Sent', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/thread-sent.png`, fullPage: true });

  // The platform got the free text, to the candidate's number, as its API documents it.
  let waMessageId = '';
  await expect
    .poll(async () => {
      const sent = (await whatsappSent()).find((item) => item.body.to === WA_NUMBER);
      waMessageId = sent?.id ?? '';
      return sent?.body;
    })
    .toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: WA_NUMBER,
      type: 'text',
      text: { preview_url: false, body: 'Yes, it is. Can we talk at 4 today?' },
    });

  await webhook(request, {
    statuses: [
      {
        id: waMessageId,
        status: 'read',
        timestamp: now(),
        recipient_id: WA_NUMBER,
        pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
      },
    ],
  });
  await page.reload();
  const read = thread.getByRole('listitem', { name: /^From .*: WhatsApp message$/ }).last();
  await expect(read.getByText('Read', { exact: true })).toBeVisible();
  // Opened once: the candidate's message is no longer new.
  await expect(incoming.getByText('New')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/thread-read.png`, fullPage: true });

  // The admin's month: the service message, free under the rate card.
  await page.goto(paths.pipelineSettings);
  const costs = page.getByRole('region', { name: 'WhatsApp costs' });
  await expect(costs.getByRole('row', { name: /Service/ })).toContainText('₹0.00');
  await costs.screenshot({ path: `${SCREENSHOTS}/costs.png` });
});
