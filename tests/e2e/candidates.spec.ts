import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import { mailsTo, STAFF_STATE, staffToken } from './support/staff';

/** A job of its own, so the desk filtered by it lists exactly what this file adds. */
const STAMP = Date.now().toString().slice(-6);
const JOB_TITLE = `Notice And Source Tester ${STAMP}`;

/** Three applicants with their notice, expected CTC and the link they came by. */
const APPLICANTS = [
  { firstName: 'Nimmi', noticePeriod: 'immediate', expectedCTC: '10 LPA', utmSource: '' },
  { firstName: 'Tarun', noticePeriod: '30', expectedCTC: '15,00,000', utmSource: 'naukri' },
  { firstName: 'Ojas', noticePeriod: '90', expectedCTC: '25 lakhs', utmSource: '' },
];

async function seed(request: APIRequestContext): Promise<number> {
  const posted = await request.post('/api/career/post-jobs', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: {
      title: JOB_TITLE,
      department: 'Engineering',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '12-18 LPA',
      skills: 'Node.js',
      description: 'Test the notice, CTC and source of applications.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  for (const [index, applicant] of APPLICANTS.entries()) {
    const { firstName, ...numbers } = applicant;
    const applied = await request.post('/api/career/apply-jobs', {
      // Applying is limited per address: each from one of its own.
      headers: { 'x-forwarded-for': `198.51.100.${index + 20}` },
      multipart: {
        formData: JSON.stringify({
          jobId,
          firstName,
          lastName: `Source${STAMP}`,
          email: `${firstName.toLowerCase()}.${STAMP}@example.com`,
          phone: `98765${String(20000 + index).padStart(5, '0')}`,
          dob: '1993-03-11',
          gender: 'F',
          address: '4 Station Road',
          city: 'Pune',
          state: 'Maharashtra',
          jobExperience: '4',
          currentCTC: '9 LPA',
          currentEmployer: 'Example Labs',
          currentLocation: 'Pune',
          noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
          consent: true,
          ...numbers,
        }),
        formResume: {
          name: 'resume.pdf',
          mimeType: 'application/pdf',
          buffer: simplePdf(`Resume of ${firstName}`),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  }
  return jobId;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Job applications' });

async function choose(page: Page, label: string | RegExp, option: string) {
  // A select's name is its label and then its value: anchored, 'Source' is not the job select
  // whose value (this file's job title) holds the word.
  const name = typeof label === 'string' ? new RegExp(`^${label}`) : label;
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let jobId = 0;

test.describe('notice period, expected CTC and source on the desk', () => {
  test.use({ storageState: STAFF_STATE, viewport: { width: 1440, height: 900 } });

  test.beforeAll(async ({ request }) => {
    jobId = await seed(request);
  });

  test('filters a job’s applications by notice period, expected CTC and source', async ({
    page,
  }) => {
    await page.goto(`/applied-job?jobId=${jobId}`);
    await expect(grid(page).getByText(`Ojas Source${STAMP}`)).toBeVisible();

    await choose(page, 'Notice period', '30 days or less');
    await expect(grid(page).getByText(`Ojas Source${STAMP}`)).toHaveCount(0);
    await expect(grid(page).getByText(`Nimmi Source${STAMP}`)).toBeVisible();

    await choose(page, 'Expected CTC from', '₹15 LPA');
    await expect(grid(page).getByText(`Nimmi Source${STAMP}`)).toHaveCount(0);
    await expect(grid(page).getByText(`Tarun Source${STAMP}`)).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await choose(page, 'Source', 'Naukri');
    await expect(page).toHaveURL(/source=naukri/);
    await expect(grid(page).getByText(`Tarun Source${STAMP}`)).toBeVisible();
    await expect(grid(page).getByText(`Nimmi Source${STAMP}`)).toHaveCount(0);
  });

  test('adds a candidate by hand, who is e-mailed the privacy notice and My application', async ({
    page,
  }) => {
    const email = `kavya.${STAMP}@example.com`;
    await page.goto(`/applied-job?jobId=${jobId}`);
    await page.getByRole('button', { name: 'Add candidate' }).click();
    const dialog = page.getByRole('dialog', { name: /Add a candidate/ });
    await dialog.getByRole('textbox', { name: /First name/ }).fill('Kavya');
    await dialog.getByRole('textbox', { name: /Last name/ }).fill(`Manual${STAMP}`);
    await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
    await dialog.getByRole('textbox', { name: /Expected CTC/ }).fill('18.5 LPA');
    await choose(page, /Notice period/, '60 days');
    await choose(page, /^Source/, 'LinkedIn');
    await dialog.getByRole('textbox', { name: /Source detail/ }).fill('InMail');
    await choose(page, /Consent obtained/, 'On a phone call');
    await dialog.getByLabel('Resume').setInputFiles({
      name: 'kavya.pdf',
      mimeType: 'application/pdf',
      buffer: simplePdf('Resume of Kavya'),
    });
    await expect(dialog.getByText('kavya.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add candidate' }).click();
    await expect(
      dialog.getByText(`Kavya Manual${STAMP} was added to ${JOB_TITLE}.`, { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = grid(page).locator('.MuiDataGrid-row', {
      has: page.getByText(`Kavya Manual${STAMP}`, { exact: true }),
    });
    await expect(row).toHaveCount(1);
    await row.getByRole('menuitem', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: /Kavya Manual/ });
    await expect(details.getByText('₹18.5 LPA / ₹18,50,000')).toBeVisible();
    await expect(details.getByText('LinkedIn: InMail')).toBeVisible();
    await expect(details.getByText('On a phone call')).toBeVisible();

    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.raw).join('\n'), {
        timeout: 15_000,
      })
      .toContain('/my-application/');
  });
});
