import { expect, test, type APIRequestContext } from '@playwright/test';
import { applicationRecordPath, paths } from '@vistaar/shared/config';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import {
  E2E_STAFF,
  STAFF_STATE,
  decodeQuotedPrintable,
  mailsTo,
  staffToken,
} from './support/staff';

/** Names of this run's own, so rows are found by name in the shared database. */
const RUN = Date.now().toString().slice(-6);
const JOB_TITLE = `Offer Flow Engineer ${RUN}`;
const CANDIDATE = { first: 'Ishita', last: `Offer${RUN}` };
const CANDIDATE_EMAIL = `${CANDIDATE.first}.${CANDIDATE.last}@example.com`.toLowerCase();

/** The newest link matching `pattern` in the messages to an address. */
async function linkIn(address: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await mailsTo(address)).map((mail) => decodeQuotedPrintable(mail.raw));
      found = texts.map((text) => pattern.exec(text)?.[0]).findLast(Boolean);
      return found;
    })
    .toBeTruthy();
  return new URL(found as string).pathname;
}

/** This run's job, one application to it, a letter template, a CTC structure and the job's approval chain. */
async function seed(request: APIRequestContext): Promise<{ applicationId: number; auth: string }> {
  const auth = `Bearer ${await staffToken(request)}`;
  const call = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers: { authorization: auth }, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { data: { id: number } };
  };
  const job = await call('/api/career/post-jobs', {
    title: JOB_TITLE,
    department: 'Engineering',
    location: 'Pune, India',
    jobType: 'Full-time',
    experience: '3-5 years',
    salaryRange: '15-20 LPA',
    skills: 'TypeScript',
    description: 'Build the offer flow.',
    isActive: true,
  });
  const applied = await request.post('/api/career/apply-jobs', {
    headers: { 'x-forwarded-for': '198.51.100.77' },
    multipart: {
      formData: JSON.stringify({
        jobId: job.data.id,
        firstName: CANDIDATE.first,
        lastName: CANDIDATE.last,
        email: CANDIDATE_EMAIL,
        phone: `98${RUN}77`.slice(0, 10),
        dob: '1995-03-10',
        gender: 'F',
        address: '4 Park Street',
        city: 'Pune',
        state: 'Maharashtra',
        jobExperience: '4',
        currentCTC: '12 LPA',
        expectedCTC: '18 LPA',
        currentEmployer: 'Example Works',
        currentLocation: 'Pune',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
        consent: true,
      }),
      formResume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: simplePdf('Resume') },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const found = await request.get(
    `/api/career/get-job-applications?jobId=${job.data.id}&search=${encodeURIComponent(CANDIDATE.last)}`,
    { headers: { authorization: auth } },
  );
  const applicationId = ((await found.json()) as { data: { id: number }[] }).data[0].id;
  await call('/api/offer-templates', {
    name: `Offer letter ${RUN}`,
    body: '<h2>Offer of employment</h2><p>Dear {{candidate.name}},</p><p>We offer you the post of <strong>{{offer.designation}}</strong>, joining on {{offer.joiningDate}}, at a CTC of {{offer.ctc}} ({{offer.ctcInWords}}).</p><p>{{offer.ctcBreakup}}</p>',
  });
  await call('/api/ctc-structures', {
    name: `Standard ${RUN}`,
    components: [
      { key: 'basic', kind: 'percent', value: 40 },
      { key: 'hra', kind: 'percent', value: 20 },
      { key: 'special_allowance', kind: 'balance', value: 0 },
    ],
  });
  const me = await request.get('/api/auth/me', { headers: { authorization: auth } });
  const myId = ((await me.json()) as { data: { id: number } }).data.id;
  await call('/api/offer-approval-rules', { jobId: job.data.id, approverIds: [myId] });
  return { applicationId, auth };
}

test.describe('offer letters', () => {
  test.use({ storageState: STAFF_STATE });

  test('a recruiter drafts an offer, the approver approves it from the e-mail, the candidate accepts on a phone', async ({
    page,
    request,
    browser,
  }) => {
    const { applicationId, auth } = await seed(request);
    await page.goto(applicationRecordPath(applicationId));
    const panel = page.getByRole('region', { name: 'Offer' });
    await panel.getByRole('button', { name: 'Draft an offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft an offer' });
    await dialog.getByRole('combobox', { name: /Letter template/ }).click();
    await page.getByRole('option', { name: `Offer letter ${RUN}` }).click();
    await dialog.getByRole('combobox', { name: /CTC structure/ }).click();
    await page.getByRole('option', { name: `Standard ${RUN}` }).click();
    await dialog.getByRole('textbox', { name: /CTC \(rupees a year\)/ }).fill('1850000');
    await dialog.getByRole('textbox', { name: /Work location/ }).fill('Pune');
    await dialog.getByRole('textbox', { name: /Reporting manager/ }).fill('Manoj Rao');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    const card = panel.getByLabel('Offer version 1');
    await expect(card.getByText('Version 1: ₹18.5 LPA / ₹18,50,000')).toBeVisible();
    await expect(card.getByText('Eighteen lakh fifty thousand rupees')).toBeVisible();
    await card.getByRole('button', { name: 'Send for approval' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send for approval' }).click();
    await expect(card.getByText('Awaiting approval')).toBeVisible();

    // The approver's e-mail opens the offer in the staff app.
    const offers = await request.get(`/api/career/applications/${applicationId}/offers`, {
      headers: { authorization: auth },
    });
    const offerId = ((await offers.json()) as { data: { id: number }[] }).data[0].id;
    await page.goto(
      await linkIn(
        E2E_STAFF.email,
        new RegExp(`https?://[^\\s"<>]+/offers/approvals/${offerId}\\b`),
      ),
    );
    await expect(page.getByRole('heading', { name: 'Offer to approve', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the offer' });
    await approve.getByRole('textbox', { name: /Comment/ }).fill('Within the band');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('You approved the offer.')).toBeVisible();

    await page.goto(applicationRecordPath(applicationId));
    await panel.getByRole('button', { name: 'Send to the candidate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send offer' }).click();
    await expect(panel.getByText('Sent to the candidate').first()).toBeVisible();

    // The candidate, on a phone, with nothing of the staff session.
    const phone = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const candidate = await phone.newPage();
    await candidate.goto(
      await linkIn(CANDIDATE_EMAIL, /https?:\/\/[^\s"<>]+\/offer\/[A-Za-z0-9_-]{43}/),
    );
    await expect(candidate.getByRole('heading', { level: 1 })).toContainText('Your offer from');
    await expect(
      candidate.getByText('₹18,50,000 (Eighteen lakh fifty thousand rupees)'),
    ).toBeVisible();
    const width = await candidate.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await candidate
      .getByRole('textbox', { name: /Your full name/ })
      .fill(`${CANDIDATE.first} ${CANDIDATE.last}`);
    await candidate.getByRole('checkbox', { name: /I accept this offer/ }).check();
    await candidate.getByRole('button', { name: 'Accept the offer' }).click();
    await expect(candidate.getByText('Thank you: you have accepted the offer.')).toBeVisible();
    await expect(
      candidate.getByRole('link', { name: 'Download the signed acceptance (PDF)' }),
    ).toBeVisible();

    // The link is now the pre-boarding page: a document uploaded from the phone, by keyboard.
    const education = candidate.getByRole('region', { name: 'Highest education certificate' });
    await education.getByLabel(/File \(PDF, JPEG or PNG/).setInputFiles({
      name: 'degree.pdf',
      mimeType: 'application/pdf',
      buffer: simplePdf('Degree'),
    });
    await education.getByRole('button', { name: 'Upload' }).focus();
    await candidate.keyboard.press('Enter');
    await expect(
      candidate.getByText('Thank you: your document is uploaded. HR will review it.'),
    ).toBeVisible();
    await expect(education.getByText(/Uploaded – awaiting review/)).toBeVisible();
    expect(
      await candidate.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    await phone.close();

    // HR reviews it on the application's offer panel.
    await page.goto(applicationRecordPath(applicationId));
    const preboarding = panel.getByRole('region', { name: 'Pre-boarding' });
    const certificate = preboarding.getByRole('listitem', {
      name: 'Highest education certificate',
    });
    await certificate.getByRole('button', { name: 'Accept Highest education certificate' }).click();
    await expect(certificate.getByText('Accepted')).toBeVisible();

    // HR marks the hire joined on the Joining screen and finds the employee in the register.
    await page.goto(`${paths.joining}?search=${CANDIDATE.last}`);
    await page
      .getByRole('button', { name: `Mark ${CANDIDATE.first} ${CANDIDATE.last} joined` })
      .click();
    await page
      .getByRole('dialog', { name: 'Mark as joined' })
      .getByRole('button', { name: 'Mark joined' })
      .click();
    const joined = page.getByText(/Marked as joined\. Employee (VI-\d+) is in the register/);
    await expect(joined).toBeVisible();
    const code = /VI-\d+/.exec((await joined.textContent()) ?? '')![0];
    await page.goto(`${paths.employeeList}?search=${code}`);
    await expect(page.getByText(`${CANDIDATE.first} ${CANDIDATE.last}`).first()).toBeVisible();
  });
});
