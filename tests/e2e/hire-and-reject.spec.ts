import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import { STAFF_STATE, staffToken } from './support/staff';

/** Names of this run's own, so rows are found by name in the shared database. */
const RUN = Date.now().toString().slice(-6);
const JOB_TITLE = `Hire Flow Tester ${RUN}`;
const HIRED = { first: 'Nandini', last: `Hire${RUN}` };
const REJECTED = { first: 'Omkar', last: `Later${RUN}` };
const EMPLOYEE_CODE = `VI-H${RUN}`;

/** A job of this run's and one application to it, as an applicant sends it. */
async function seedApplication(
  request: APIRequestContext,
  auth: string,
  jobId: number,
  person: { first: string; last: string },
  index: number,
): Promise<number> {
  const email = `${person.first}.${person.last}@example.com`.toLowerCase();
  const applied = await request.post('/api/career/apply-jobs', {
    headers: { 'x-forwarded-for': `198.51.100.${200 + index}` },
    multipart: {
      formData: JSON.stringify({
        jobId,
        firstName: person.first,
        lastName: person.last,
        email,
        phone: `97${RUN}${index}${index}`.slice(0, 10),
        dob: '1994-08-15',
        gender: 'F',
        address: '9 Lake Road',
        city: 'Kolkata',
        state: 'West Bengal',
        jobExperience: '4',
        currentCTC: '8 LPA',
        expectedCTC: '11 LPA',
        currentEmployer: 'Example Works',
        currentLocation: 'Kolkata',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
        consent: true,
      }),
      formResume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: simplePdf(`Resume of ${person.first} ${person.last}`),
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const found = await request.get(
    `/api/career/get-job-applications?jobId=${jobId}&search=${encodeURIComponent(person.last)}`,
    { headers: { authorization: `Bearer ${auth}` } },
  );
  expect(found.ok(), await found.text()).toBe(true);
  const rows = ((await found.json()) as { data: { id: number }[] }).data;
  expect(rows).toHaveLength(1);
  return rows[0].id;
}

const ids = { hired: 0, rejected: 0 };

/** The application's 'Move to' dialog, moved to `stage`. */
async function moveTo(page: Page, name: string, stage: string) {
  await page.getByRole('button', { name: 'Move to', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${name}` });
  await dialog.getByRole('combobox', { name: /Move to/ }).click();
  await page.getByRole('option', { name: stage, exact: true }).click();
  if (stage === 'Rejected') {
    await dialog.getByRole('combobox', { name: /Reason for the rejection/ }).click();
    await page.getByRole('option', { name: 'Not enough experience' }).click();
  }
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`${name} moved to ${stage}.`)).toBeVisible();
}

test.describe('hire to employee, and a rejection sent later', () => {
  test.use({ storageState: STAFF_STATE });

  test.beforeAll(async ({ request }) => {
    const auth = await staffToken(request);
    const posted = await request.post('/api/career/post-jobs', {
      headers: { authorization: `Bearer ${auth}` },
      data: {
        title: JOB_TITLE,
        department: 'Engineering',
        location: 'Delhi, India',
        jobType: 'Full-time',
        experience: '5+ years',
        salaryRange: '8-12 LPA',
        skills: 'Testing',
        description: 'Test the hiring flow.',
        isActive: true,
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
    ids.hired = await seedApplication(request, auth, jobId, HIRED, 1);
    ids.rejected = await seedApplication(request, auth, jobId, REJECTED, 2);
  });

  test('a move to Hired makes the employee record from the application', async ({ page }) => {
    const name = `${HIRED.first} ${HIRED.last}`;
    await page.goto(`/applied-job/${ids.hired}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await moveTo(page, name, 'Hired');
    // Hired proposes no e-mail; the record is offered beside the stage.
    await page.getByRole('button', { name: 'Create employee record' }).click();
    const dialog = page.getByRole('dialog', { name: /^Create employee record/ });
    await expect(dialog.getByLabel('Full Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Designation')).toHaveValue(JOB_TITLE);
    await expect(dialog.getByLabel('Department')).toHaveValue('Engineering');
    await dialog.getByLabel('Employee Code').fill(EMPLOYEE_CODE);
    await dialog.getByLabel(/Salary/).fill('840000');
    await dialog.getByRole('button', { name: 'Save Employee' }).click();
    await expect(dialog.getByText(`${name} is now in the employee list.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const waitingListed = page.waitForResponse((response) =>
      response.url().includes('/api/career/hired-without-employee'),
    );
    await page.goto(`/employee-list?search=${encodeURIComponent(EMPLOYEE_CODE)}`);
    await waitingListed;
    const row = page.getByRole('row').filter({ hasText: EMPLOYEE_CODE });
    await expect(row).toContainText(name);
    await expect(row).toContainText(JOB_TITLE);
    // Made: the candidate is no longer among those waiting for a record (all of them shown).
    const showAll = page.getByRole('button', { name: /^Show all \d+$/ });
    if (await showAll.isVisible()) await showAll.click();
    await expect(page.getByRole('button', { name: `Create employee record: ${name}` })).toHaveCount(
      0,
    );
  });

  test('a rejection e-mail held to the next working morning, then cancelled', async ({ page }) => {
    const name = `${REJECTED.first} ${REJECTED.last}`;
    await page.goto(`/applied-job/${ids.rejected}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await moveTo(page, name, 'Rejected');
    const composer = page.getByRole('form', { name: /^E-mail the candidate/ });
    await expect(composer.getByLabel('E-mail text')).toHaveValue(new RegExp(REJECTED.first));
    await composer.getByRole('radio', { name: 'Send later' }).check();
    await expect(composer.getByText(/^It goes .*, 10:00 IST/)).toBeVisible();
    await composer.getByRole('button', { name: 'Schedule e-mail' }).click();

    const scheduled = page.getByRole('region', { name: 'Scheduled e-mails' });
    const entry = scheduled.getByRole('listitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Waiting');
    await expect(entry).toContainText('10:00 IST');
    await entry.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this e-mail?' });
    await confirm.getByRole('button', { name: 'Cancel e-mail' }).click();
    await expect(confirm).toBeHidden();
    await expect(entry).toContainText('Cancelled');
    await expect(entry.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });
});
