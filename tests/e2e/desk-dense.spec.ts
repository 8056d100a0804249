import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import { columnsInside } from './support/grid-fit';
import { STAFF_STATE, staffToken } from './support/staff';

/** A job of its own, so the desk filtered by it lists exactly what this file applied. */
const JOB_TITLE = `Dense Desk Tester ${Date.now().toString().slice(-6)}`;
const APPLICANTS = 32;

/**
 * The job and its applications, through the public API as applicants send them, each from an
 * address of its own (the test server trusts the loopback proxy's X-Forwarded-For), as applying
 * is limited per address.
 */
async function seedApplications(request: APIRequestContext): Promise<number> {
  const posted = await request.post('/api/career/post-jobs', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: {
      title: JOB_TITLE,
      department: 'Operations',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '1-2 years',
      salaryRange: '6-9 LPA',
      skills: 'Playwright, SQL',
      description: 'Test the recruiting desk.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  for (let index = 0; index < APPLICANTS; index += 1) {
    const firstName = `Dense${String(index + 1).padStart(2, '0')}`;
    const applied = await request.post('/api/career/apply-jobs', {
      headers: { 'x-forwarded-for': `203.0.113.${index + 10}` },
      multipart: {
        formData: JSON.stringify({
          jobId,
          firstName,
          lastName: 'Candidate',
          email: `${firstName.toLowerCase()}.candidate.desk@example.com`,
          phone: `97654${String(10000 + index).padStart(5, '0')}`,
          dob: '1994-08-11',
          gender: 'M',
          address: '9 Hill Road',
          city: 'Pune',
          state: 'Maharashtra',
          jobExperience: '2',
          currentCTC: '6 LPA',
          expectedCTC: '8 LPA',
          currentEmployer: 'Example Labs',
          currentLocation: 'Pune',
          noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
          consent: true,
        }),
        formResume: {
          name: 'resume.pdf',
          mimeType: 'application/pdf',
          buffer: simplePdf(`Resume of ${firstName} Candidate`),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  }
  return jobId;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Job applications' });
const dataRows = (page: Page) => grid(page).locator('.MuiDataGrid-row');
const rowOf = (page: Page, name: string) =>
  dataRows(page).filter({ has: page.getByText(name, { exact: true }) });
const bar = (page: Page) => page.getByRole('region', { name: 'Selected applications' });

let jobId = 0;

test.describe('the dense applications desk at 1440 x 900', () => {
  test.use({ storageState: STAFF_STATE, viewport: { width: 1440, height: 900 } });

  test.beforeAll(async ({ request }) => {
    jobId = await seedApplications(request);
  });

  test('25 rows with their actions in view; a choice on two pages moved in one bulk move', async ({
    page,
  }) => {
    await page.goto(`/applied-job?jobId=${jobId}&pageSize=25`);
    await expect(dataRows(page)).toHaveCount(25);
    await expect(page.getByText(`Showing 1 to 25 of ${APPLICANTS} results`)).toBeVisible();
    await page.screenshot({ path: '/tmp/desk-1440-dense.png' });

    // Every column header, Actions the last, ends inside the window: nothing scrolls sideways.
    const actions = grid(page).getByRole('columnheader', { name: 'Actions' });
    await expect(actions).toBeInViewport();
    const box = (await actions.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    const fit = await columnsInside(grid(page));
    expect(fit.inside).toBe(fit.columns);
    await expect(
      rowOf(page, 'Dense32 Candidate').getByRole('menuitem', { name: 'View' }),
    ).toBeInViewport();

    await rowOf(page, 'Dense32 Candidate').getByRole('checkbox').check();
    await rowOf(page, 'Dense31 Candidate').getByRole('checkbox').check();
    await expect(bar(page)).toContainText('2 applications selected');

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: '2' })
      .click();
    await expect(dataRows(page)).toHaveCount(APPLICANTS - 25);
    await expect(bar(page)).toContainText('2 applications selected');
    await rowOf(page, 'Dense02 Candidate').getByRole('checkbox').check();
    await rowOf(page, 'Dense01 Candidate').getByRole('checkbox').check();
    await expect(bar(page)).toContainText('4 applications selected');
    await page.screenshot({ path: '/tmp/desk-1440-page2-selected.png' });

    await bar(page).getByRole('button', { name: 'Move to stage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 4 applications' });
    await dialog.getByRole('combobox', { name: /Move to/ }).click();
    await page.getByRole('option', { name: 'Hired' }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('4 applications moved')).toBeVisible();

    // The four, from both pages, are now Hired; nobody else is.
    await page.goto(
      `/applied-job?jobId=${jobId}&pageSize=25&stage=${await stageId(page, 'Hired')}`,
    );
    await expect(page.getByText('Showing 1 to 4 of 4 results')).toBeVisible();
    for (const name of ['Dense32', 'Dense31', 'Dense02', 'Dense01']) {
      await expect(rowOf(page, `${name} Candidate`)).toHaveCount(1);
    }
  });

  test('the cards keep their actions on a phone, and the date filters read DD/MM/YYYY', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/applied-job?jobId=${jobId}&pageSize=25`);
    const list = page.getByRole('list', { name: 'Job applications' });
    await expect(list.getByRole('listitem')).toHaveCount(25);
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('button', { name: /^View / })).toBeVisible();
    await page.screenshot({ path: '/tmp/desk-375.png' });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/applied-job?jobId=${jobId}&appliedFrom=2026-04-15`);
    // The picker is fetched when someone reaches for a date filter.
    await page.getByRole('textbox', { name: 'Applied from' }).hover();
    const from = page.getByRole('group', { name: 'Applied from' });
    await expect(from).toContainText('15');
    await expect(page.locator('.MuiPickersInputBase-root input').first()).toHaveValue('15/04/2026');
    await page.screenshot({ path: '/tmp/desk-1440-filters.png' });
  });
});

/** A stage's id, as the desk's stage filter offers it. */
async function stageId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/pipeline/stages', {
    headers: { authorization: `Bearer ${await staffToken(page.request)}` },
  });
  const stages = ((await response.json()) as { data: { id: number; name: string }[] }).data;
  return stages.find((stage) => stage.name === name)!.id;
}
