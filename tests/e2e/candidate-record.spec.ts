import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import { STAFF_STATE, staffToken } from './support/staff';

/** Jobs and a person of this file's own, found by their unique names. */
const STAMP = Date.now().toString().slice(-6);
const JOBS = [`Candidate Page Analyst ${STAMP}`, `Candidate Page Engineer ${STAMP}`];
const PERSON = { firstName: 'Ishita', lastName: `Person${STAMP}` };
const FULL_NAME = `${PERSON.firstName} ${PERSON.lastName}`;

async function seed(request: APIRequestContext): Promise<number[]> {
  const authorization = `Bearer ${await staffToken(request)}`;
  const jobIds: number[] = [];
  for (const title of JOBS) {
    const posted = await request.post('/api/career/post-jobs', {
      headers: { authorization },
      data: {
        title,
        department: 'Engineering',
        location: 'Pune, India',
        jobType: 'Full-time',
        experience: '3-5 years',
        salaryRange: '12-18 LPA',
        skills: 'SQL',
        description: 'One person applies to two jobs.',
        isActive: true,
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    jobIds.push(((await posted.json()) as { data: { id: number } }).data.id);
  }
  for (const [index, jobId] of jobIds.entries()) {
    const applied = await request.post('/api/career/apply-jobs', {
      headers: { 'x-forwarded-for': `198.51.100.${index + 60}` },
      multipart: {
        formData: JSON.stringify({
          jobId,
          ...PERSON,
          // The same person, typed differently the second time.
          email: index === 0 ? `ishita.${STAMP}@example.com` : ` Ishita.${STAMP}@Example.com`,
          phone: '9876512345',
          dob: '1994-06-01',
          gender: 'F',
          address: '9 Lake Road',
          city: 'Pune',
          state: 'Maharashtra',
          jobExperience: '4',
          currentCTC: '9 LPA',
          currentEmployer: 'Example Labs',
          currentLocation: 'Pune',
          noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
          consent: true,
        }),
        formResume: {
          name: `resume-${index}.pdf`,
          mimeType: 'application/pdf',
          buffer: simplePdf(`Resume of ${FULL_NAME}`),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  }
  return jobIds;
}

const applicationsOf = (page: Page) =>
  page.getByRole('region', { name: 'Applications' }).getByRole('listitem');

let jobIds: number[] = [];

test.describe('a candidate with two applications', () => {
  test.use({ storageState: STAFF_STATE, viewport: { width: 1440, height: 900 } });

  test.beforeAll(async ({ request }) => {
    jobIds = await seed(request);
  });

  test('opens from the desk and lists both applications, with the keyboard', async ({ page }) => {
    await page.goto(`/applied-job?jobId=${jobIds[0]}`);
    const grid = page.getByRole('grid', { name: 'Job applications' });
    const row = grid.getByRole('row', { name: new RegExp(FULL_NAME) });
    await expect(row).toHaveCount(1);
    await row.getByRole('menuitem', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: FULL_NAME });
    const link = details.getByRole('link', { name: 'All applications of this candidate' });
    await link.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/applied-job\/candidates\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: FULL_NAME })).toBeFocused();
    await expect(applicationsOf(page)).toHaveCount(2);
    for (const title of JOBS) {
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /resume-1\.pdf/ })).toBeVisible();

    // Each job title leads to its application.
    await page.getByRole('link', { name: JOBS[1], exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: FULL_NAME })).toBeVisible();
    await expect(page.getByText(`${JOBS[1]} - applied on`)).toBeVisible();
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/applied-job?jobId=${jobIds[1]}`);
    await page.getByRole('button', { name: `View ${FULL_NAME}` }).click();
    await page
      .getByRole('dialog', { name: FULL_NAME })
      .getByRole('link', { name: 'All applications of this candidate' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: FULL_NAME })).toBeVisible();
    await expect(applicationsOf(page)).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
