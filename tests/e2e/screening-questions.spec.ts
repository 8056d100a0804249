import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { jobApplicationPath } from '@vistaar/shared/config/routes';
import { screeningMessages } from '@vistaar/shared/validation/screening-schema';
import { simplePdf } from './support/files';
import { islandStates } from './support/islands';
import { STAFF_STATE, staffToken } from './support/staff';

const suffix = Date.now().toString().slice(-6);
const JOB_TITLE = `Screening Tester ${suffix}`;
const LAST_NAME = `Menon${suffix}`;

async function postJobWithQuestions(request: APIRequestContext): Promise<number> {
  const token = await staffToken(request);
  const posted = await request.post('/api/career/post-jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: JOB_TITLE,
      department: 'Engineering',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '1-2 years',
      salaryRange: '6-9 LPA',
      skills: 'Playwright',
      description: 'Test the screening questions.',
      isActive: true,
      screeningQuestions: [
        { text: 'May you work in India?', type: 'yes-no', knockoutAnswers: ['no'] },
        { text: 'Years with Playwright', type: 'number', knockoutBelow: 2 },
      ],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { data: { id: number } }).data.id;
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('screening questions', () => {
  test('the public form asks the job’s questions, and the desk marks a knocked-out application with its answer', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const jobId = await postJobWithQuestions(page.request);

    await page.goto(jobApplicationPath(jobId));
    await page.getByRole('form', { name: 'Job application' }).hover();
    await expect
      .poll(async () => (await islandStates(page)).find((i) => i.island === 'jobApplicationForm'))
      .toEqual({ island: 'jobApplicationForm', hydrated: true });
    await expect(page.getByRole('group', { name: 'Screening Questions' })).toBeVisible();

    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Anjali');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(LAST_NAME);
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`anjali.${suffix}@example.com`);
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9845012399');
    await page.getByRole('group', { name: 'Date of Birth' }).click();
    await page.keyboard.type('14031996');
    await choose(page, /^Gender/, 'Female');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Besant Nagar');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chennai');
    await choose(page, /^State/, 'Tamil Nadu');
    await page.locator('input[name="formResume"]').setInputFiles({
      name: 'anjali-resume.pdf',
      mimeType: 'application/pdf',
      buffer: simplePdf('Resume of Anjali Menon'),
    });
    await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();

    // Unanswered required questions hold the application back, each with its message.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('combobox', { name: /May you work in India/ }),
    ).toHaveAccessibleDescription(screeningMessages.answerRequired);

    await choose(page, /May you work in India/, 'Yes');
    await page.getByRole('textbox', { name: /Years with Playwright/ }).fill('1');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();

    // On the desk the application waits in Screening, marked with the answer.
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const desk = await staff.newPage();
    await desk.goto(`/applied-job?search=${encodeURIComponent(LAST_NAME)}`);
    await expect(desk.getByText(`Anjali ${LAST_NAME}`).first()).toBeVisible();
    await expect(desk.getByText('Knocked out: Years with Playwright: 1').first()).toBeVisible();
    await staff.close();
  });
});
