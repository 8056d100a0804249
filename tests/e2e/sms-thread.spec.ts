import { expect, test, type APIRequestContext } from '@playwright/test';
import { applicationRecordPath } from '@vistaar/shared/config';
import { simplePdf } from './support/files';
import { STAFF_STATE, smsSent, staffToken } from './support/staff';

/** This file's own job and candidate, found by their unique names and number. */
const STAMP = Date.now().toString().slice(-6);
const JOB = `SMS Desk Analyst ${STAMP}`;
const PHONE = `97${STAMP}34`;
/** scripts/e2e-server.mjs gives the server this callback token. */
const TOKEN = 'e2e-sms-callback-token-0123456789';

const SCREENSHOTS = '/tmp/sms-shots';

/** A job, a candidate added by hand with a recruiter's note of SMS consent, an interview. */
async function seed(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const call = async (method: 'get' | 'post', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const job = await call('post', '/api/career/post-jobs', {
    title: JOB,
    department: 'Finance',
    location: 'Pune, India',
    jobType: 'Full-time',
    experience: '3-5 years',
    salaryRange: '12-18 LPA',
    skills: 'Payroll',
    description: 'Tells candidates of interviews by SMS.',
    isActive: true,
  });
  const added = await request.post(`/api/career/jobs/${job.id as number}/candidates`, {
    headers,
    multipart: {
      formData: JSON.stringify({
        firstName: 'Ishaan',
        lastName: 'Texter',
        email: `ishaan.texter.${STAMP}@example.com`,
        phone: PHONE,
        currentCTC: '14 LPA',
        expectedCTC: '18 LPA',
        noticePeriod: '30',
        source: 'linkedin',
        consentSource: 'email',
      }),
      formResume: { name: 'ishaan.pdf', mimeType: 'application/pdf', buffer: simplePdf('Ishaan') },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const applicationId = ((await added.json()) as { data: { id: number } }).data.id;
  const detail = await call('get', `/api/career/applications/${applicationId}`);
  await call('post', `/api/candidates/${detail.candidateId as number}/messaging-consent`, {
    channel: 'sms',
    status: 'opted_in',
    note: 'Asked on the phone for interview updates by SMS',
  });
  const me = await call('get', '/api/auth/me');
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString();
  await call('post', `/api/career/applications/${applicationId}/interviews`, {
    date: inTwoDays.slice(0, 10),
    startTime: '11:00',
    durationMinutes: 60,
    mode: 'video',
    videoUrl: 'https://meet.example.com/sms-e2e',
    interviewerIds: [me.id],
  });
  return { applicationId };
}

test.use({ storageState: STAFF_STATE });

test('a recruiter sees the interview SMS, its delivery report and the candidate’s SMS reply in the thread', async ({
  page,
  request,
}) => {
  const { applicationId } = await seed(request);
  let sent: Awaited<ReturnType<typeof smsSent>>[number] | undefined;
  await expect
    .poll(async () => {
      sent = (await smsSent()).find((item) => item.form.send_to === `91${PHONE}`);
      return sent?.form.dltTemplateId;
    })
    .toBe('1107161234567890002');
  expect(sent?.form.msg).toMatch(
    new RegExp(
      `^Dear Ishaan, your interview for ${JOB} is on .+, 11:00-12:00 IST\\. -Vistaar Infotech$`,
    ),
  );

  await page.goto(applicationRecordPath(applicationId));
  const thread = page.getByRole('region', { name: 'Messages with the candidate' });
  const sms = thread.getByRole('listitem', { name: /^From .*: SMS$/ }).first();
  await expect(sms).toContainText(`your interview for ${JOB}`);
  // The channel's mark beside the subject, which reads 'SMS' too.
  await expect(sms.getByText('SMS', { exact: true })).toHaveCount(2);
  await expect(sms.getByText('Sent', { exact: true })).toBeVisible();

  const report = await request.get(
    `/api/sms/delivery-reports/${TOKEN}?externalId=${sent?.id}&deliveredTS=${Date.now()}&status=SUCCESS&cause=SUCCESS&phoneNo=91${PHONE}&errCode=000&noOfFrags=1&mask=VISTAR`,
  );
  expect(report.status()).toBe(200);
  const reply = await request.get(
    `/api/sms/inbound/${TOKEN}?phonecode=9220092200&keyword=Thanks&content=${encodeURIComponent('Thanks, I will be there')}&msisdn=${PHONE}&timestamp=${Date.now()}`,
  );
  expect(reply.status()).toBe(204);

  await page.reload();
  await expect(sms.getByText('Delivered', { exact: true })).toBeVisible();
  const incoming = thread.getByRole('listitem', { name: 'From the candidate: SMS' });
  await expect(incoming).toContainText('Thanks, I will be there');
  await expect(incoming.getByText('New')).toBeVisible();
  await thread.screenshot({ path: `${SCREENSHOTS}/thread-sms.png` });
});
