import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from './support/files';
import { STAFF_STATE } from './support/staff';

const stamp = Date.now().toString().slice(-6);
const jobTitle = `Site Reliability Engineer ${stamp}`;
const applicant = { first: 'Tanvi', last: `Kulkarni${stamp}`, email: `tanvi.${stamp}@example.com` };
const resume = simplePdf(`Resume of ${applicant.first} ${applicant.last}`);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.serial('careers end to end', () => {
  test('staff posts a job and it appears on /career', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/post-job');
    await page.getByRole('textbox', { name: 'Job Title', exact: true }).fill(jobTitle);
    await choose(page, 'Department', 'Engineering');
    await choose(page, 'Location', 'Bangalore, India');
    await choose(page, 'Job Type', 'Full-time');
    await choose(page, 'Experience', '3-5 years');
    await page.getByRole('textbox', { name: 'Salary Range', exact: true }).fill('18-24 LPA');
    await page
      .getByRole('textbox', { name: 'Skills', exact: true })
      .fill('Kubernetes, Terraform, Prometheus');
    await expect(page.getByLabel('Skills preview').getByText('Terraform')).toBeVisible();
    await page
      .getByLabel('Job Description')
      .fill(
        'Keep our messaging platform fast and available: own SLOs, automate infrastructure and lead incident reviews.',
      );
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page).toHaveURL(/\/jobs-list/);
    await expect(page.getByRole('gridcell', { name: jobTitle })).toBeVisible();
    await context.close();

    const visitor = await browser.newPage();
    await visitor.goto('/career');
    await expect(visitor.getByRole('heading', { name: jobTitle })).toBeVisible();
    await visitor.close();
  });

  test('a visitor applies with a PDF, sees the success banner, then returns to /career', async ({
    page,
  }) => {
    await page.goto('/career');
    const card = page.locator('article', { has: page.getByRole('heading', { name: jobTitle }) });
    await card.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/job-application-form\?jobId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Apply for ${jobTitle}`);

    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(applicant.first);
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(applicant.last);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(applicant.email);
    await page
      .getByRole('textbox', { name: 'Phone Number', exact: true })
      .pressSequentially('+9876543210');
    await expect(page.getByRole('textbox', { name: 'Phone Number', exact: true })).toHaveValue(
      '9876543210',
    );
    await page.getByRole('group', { name: 'Date of Birth' }).click();
    await page.keyboard.type('21031996');
    await choose(page, 'Gender', 'Female');
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill('14 Shankar Sheth Road, Swargate');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Pune');
    await choose(page, 'State', 'Maharashtra');
    await choose(page, 'Experience', '4 years');
    await page
      .locator('input[name="formResume"]')
      .setInputFiles({ name: 'tanvi-resume.pdf', mimeType: 'application/pdf', buffer: resume });
    await expect(page.getByText('tanvi-resume.pdf')).toBeVisible();
    await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
    await expect(
      page.getByText("We'll review your application and get back to you soon."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/career$/, { timeout: 8_000 });
  });

  test('staff finds the application, reads it and opens the resume', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/applied-job');
    await page.getByLabel('Search applications').fill(applicant.last);
    await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
    await page
      .getByRole('menuitem', { name: 'View' })
      .or(page.getByRole('button', { name: 'View' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(applicant.email);
    await expect(dialog).toContainText(jobTitle);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('menuitem', { name: 'Resume' })
        .or(page.getByRole('button', { name: 'Resume' }))
        .first()
        .click(),
    ]);
    await tab.waitForURL(/\/api\/career\/applications\/\d+\/resume\?/);
    const bytes = await (await page.request.get(tab.url())).body();
    expect(bytes.equals(resume)).toBe(true);
    await context.close();
  });

  test('closing the job removes it from /career', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/jobs-list');
    const row = page.getByRole('row', { name: new RegExp(jobTitle) });
    await row
      .getByRole('menuitem', { name: 'Close job' })
      .or(row.getByRole('button', { name: 'Close job' }))
      .click();
    await expect(row.getByText('Closed')).toBeVisible();
    await context.close();

    const visitor = await browser.newPage();
    await visitor.goto('/career');
    await expect(
      visitor
        .getByRole('list', { name: 'Open positions' })
        .or(visitor.getByText('No job openings available at the moment.')),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { name: jobTitle })).toHaveCount(0);
    await visitor.close();
  });
});
