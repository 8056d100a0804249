import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import { STAFF_STATE, staffToken } from './support/staff';

/** A job of this run's own: the reports narrowed to it count only what this file adds. */
const RUN = Date.now().toString().slice(-6);
const JOB_TITLE = `Reports Tester ${RUN}`;
const APPLICANTS = ['Meher', 'Tanvi', 'Yash'];

test.use({ storageState: STAFF_STATE });

async function seed(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const posted = await request.post('/api/career/post-jobs', {
    headers,
    data: {
      title: JOB_TITLE,
      department: 'Engineering',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '12-18 LPA',
      skills: 'SQL',
      description: 'Check the hiring reports against their tables.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  for (const [index, firstName] of APPLICANTS.entries()) {
    const applied = await request.post('/api/career/apply-jobs', {
      // Applying is limited per address: each from one of its own.
      headers: { 'x-forwarded-for': `198.51.100.${index + 160}` },
      multipart: {
        formData: JSON.stringify({
          jobId,
          firstName,
          lastName: `Report${RUN}`,
          email: `${firstName}.report${RUN}@example.com`.toLowerCase(),
          phone: `96${RUN}${index}${index}`.slice(0, 10),
          dob: '1995-02-11',
          gender: 'F',
          address: '4 Hill Road',
          city: 'Pune',
          state: 'Maharashtra',
          jobExperience: '3',
          currentCTC: '7 LPA',
          expectedCTC: '9 LPA',
          currentEmployer: 'Example Works',
          currentLocation: 'Pune',
          noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
          consent: true,
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
  const listed = await request.get(`/api/career/get-job-applications?jobId=${jobId}&limit=10`, {
    headers,
  });
  const ids = ((await listed.json()) as { data: { id: number }[] }).data.map((row) => row.id);
  const stages = (
    (await (await request.get('/api/pipeline/stages', { headers })).json()) as {
      data: { id: number; name: string }[];
    }
  ).data;
  const screening = stages.find((stage) => stage.name === 'Screening')!.id;
  // Two move on to Screening; the funnel then reads New 3, Screening 2.
  for (const id of ids.slice(0, 2)) {
    const moved = await request.post(`/api/career/applications/${id}/stage`, {
      headers,
      data: { stageId: screening },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

const funnel = (page: Page) => page.getByRole('region', { name: 'Funnel' });

async function chooseJob(page: Page) {
  await page.getByLabel('Job').click();
  await page.getByRole('option', { name: JOB_TITLE }).click();
  await expect(page).toHaveURL(/jobId=\d+/);
}

/** The Entered column of the funnel's table, by stage. */
async function enteredByStage(page: Page) {
  const rows = funnel(page).getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const cells = await rows.evaluateAll((found) =>
    found.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
  );
  return cells.map(([stage, entered]) => [stage, entered]);
}

test.describe('hiring reports', () => {
  test.beforeAll(async ({ request }) => {
    await seed(request);
  });

  test('at 1440 px: filters survive a reload, the chart matches its table, CSV downloads', async ({
    page,
  }) => {
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeFocused();
    await chooseJob(page);
    await expect
      .poll(() => enteredByStage(page))
      .toEqual([
        ['New', '3'],
        ['Screening', '2'],
        ['Interview', '0'],
        ['Offer', '0'],
        ['Hired', '0'],
      ]);

    await page.reload();
    await expect(page.getByLabel('Job')).toHaveText(JOB_TITLE);
    await expect.poll(() => enteredByStage(page)).toContainEqual(['New', '3']);

    // The bars' labels are the table's numbers (bars of nothing carry no label).
    const chart = funnel(page).getByRole('img', {
      name: 'Funnel: applications that entered each stage, as bars',
    });
    await expect(chart.locator('svg').first()).toBeVisible();
    const barLabels = await chart.locator('.MuiBarLabel-root').allTextContents();
    const entered = (await enteredByStage(page)).map(([, count]) => count);
    expect(barLabels.filter((label) => label !== '0')).toEqual(
      entered.filter((count) => count !== '0'),
    );
    const axisLabels = await chart.locator('text').allTextContents();
    expect(axisLabels).toEqual(expect.arrayContaining(['New', 'Screening', 'Hired']));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV: Funnel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-funnel-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toBe(
      '\uFEFFStage,Entered,Pass-through to next stage\r\n' +
        'New,3,0.6667\r\nScreening,2,0.0000\r\nInterview,0,\r\nOffer,0,\r\nHired,0,\r\n',
    );
  });

  test('at 375 px: fits the phone and works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/reports');
    await chooseJob(page);
    await expect.poll(() => enteredByStage(page)).toContainEqual(['Screening', '2']);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(funnel(page).getByRole('img')).toBeVisible();

    const button = page.getByRole('button', { name: 'Download CSV: Funnel' });
    await button.focus();
    await expect(button).toBeFocused();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-funnel-/);
  });
});
