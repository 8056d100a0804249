import { expect, test, type Page } from '@playwright/test';
import { solidPng } from './support/files';
import { mailsTo, STAFF_STATE } from './support/staff';

const employee = {
  code: `VI-E2E-${Date.now().toString().slice(-6)}`,
  name: 'Kavya Raghunathan',
  email: 'kavya.raghunathan@example.com',
};

/** The staff form's picker loads when reached for, in place of a look-alike: a click on either wakes it. */
async function typeDate(page: Page, label: string, digits: string) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('group', { name: label }))
    .click();
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(digits);
}

/** The six-digit code from the newest message the test SMTP server received for an address. */
async function latestCode(address: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const fresh = (await mailsTo(address)).filter((mail) => Date.parse(mail.receivedAt) >= after);
      code = fresh.at(-1)?.raw.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

async function verifyOnCareers(page: Page, code: string, dobDigits: string, address: string) {
  await page.goto('/career');
  await page.getByRole('button', { name: 'Employee Verification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Employee Code').fill(code);
  await page.getByRole('group', { name: 'Date of Birth' }).click();
  await page.keyboard.type(dobDigits);
  const sentAfter = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
  await expect(dialog.getByText(/Code sent to \w\*\*\*\*@example\.com/)).toBeVisible();
  await dialog.getByLabel('OTP').fill(await latestCode(address, sentAfter));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/employee-details$/);
}

test.describe.serial('employee records and verification', () => {
  test('staff adds an employee with a photo', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/employee-list');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await page.getByRole('textbox', { name: 'Employee Code', exact: true }).fill(employee.code);
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(employee.name);
    await typeDate(page, 'Date of Birth', '14051993');
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9876543210');
    await page
      .getByRole('textbox', { name: 'Personal Email', exact: true })
      .fill('kavya.personal@example.com');
    await page.getByRole('textbox', { name: 'Official Email', exact: true }).fill(employee.email);
    await page
      .getByRole('textbox', { name: 'Designation', exact: true })
      .fill('Senior QA Engineer');
    await page.getByRole('textbox', { name: 'Department', exact: true }).fill('Engineering');
    await typeDate(page, 'Joining Date', '01082021');
    await page.getByRole('spinbutton', { name: 'Salary (per annum)' }).fill('1200000');
    await page.getByRole('textbox', { name: 'Grade', exact: true }).fill('L3');
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'kavya.png', mimeType: 'image/png', buffer: solidPng() });
    await page.getByRole('button', { name: 'Save Employee' }).click();
    await expect(page.getByText('Employee added successfully')).toBeVisible();
    await page.getByLabel('Search by code or name').fill(employee.code);
    await expect(page.getByRole('gridcell', { name: employee.code })).toBeVisible();
    await context.close();
  });

  test('a visitor verifies with a one-time code and sees the formatted details', async ({
    page,
  }) => {
    await verifyOnCareers(page, employee.code, '14051993', employee.email);
    await expect(page.getByRole('heading', { name: employee.name })).toBeVisible();
    await expect(page.getByText('₹12,00,000')).toBeVisible();
    await expect(page.getByText('May 14, 1993')).toBeVisible();
    await expect(page.getByText('August 1, 2021')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/career$/);
  });

  test('a Black Listed employee sees the pulsing status', async ({ page }) => {
    await verifyOnCareers(page, 'VI-1005', '07041989', 'imran.qureshi@example.com');
    const status = page.locator('[data-animation="pulse"]');
    await expect(status).toBeVisible();
    await expect(status).toContainText(/Black Listed/i);
  });
});
