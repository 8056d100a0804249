import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from './support/staff';

const employee = { code: 'VI-1003', dobDigits: '23011986', email: 'arjun.reddy@example.com' };
const verifier = {
  organisation: 'VerifyCo Background Services',
  email: `checks.${Date.now().toString().slice(-6)}@verifyco.example.com`,
};

/** A message's text as sent: quoted-printable soft breaks and escapes undone. */
const plain = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function newestMail(address: string, after: number, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const fresh = (await mailsTo(address)).filter((m) => Date.parse(m.receivedAt) >= after);
      found = fresh.map((m) => plain(m.raw)).findLast((text) => pattern.test(text));
      return found;
    })
    .toBeTruthy();
  return found as string;
}

async function verifyAsEmployee(page: Page) {
  await page.goto('/career');
  await page.getByRole('button', { name: 'Employee Verification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Employee Code').fill(employee.code);
  await page.getByRole('group', { name: 'Date of Birth' }).click();
  await page.keyboard.type(employee.dobDigits);
  const sentAfter = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
  const mail = await newestMail(employee.email, sentAfter, /verification code is: \d{6}/);
  await dialog.getByLabel('OTP').fill(/verification code is: (\d{6})/.exec(mail)![1]);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/employee-details$/);
}

test('an employee shares dates and designation, the verifier reads them, the employee sees the view and revokes', async ({
  browser,
}) => {
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await verifyAsEmployee(employeePage);

  const sharedAfter = Date.now() - 1000;
  await employeePage.getByRole('button', { name: 'Share with a verifier' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Share with a verifier' });
  await dialog
    .getByRole('textbox', { name: "Verifier's organisation" })
    .fill(verifier.organisation);
  await dialog.getByRole('textbox', { name: "Verifier's e-mail" }).fill(verifier.email);
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Background verification for Acme');
  await dialog.getByRole('checkbox', { name: /I agree to share/ }).check();
  await dialog.getByRole('button', { name: 'Confirm and share' }).click();
  await expect(dialog.getByText(`Shared with ${verifier.organisation}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The verifier, in a browser of their own, from the link in their e-mail.
  const invitation = await newestMail(verifier.email, sharedAfter, /\/verify\/[\w-]{43}/);
  const link = new URL(/(https?:\/\/\S+\/verify\/[\w-]{43})/.exec(invitation)![1]).pathname;
  const verifierContext = await browser.newContext({ acceptDownloads: true });
  const verifierPage = await verifierContext.newPage();
  const started = Date.now();
  await verifierPage.goto(link);
  await verifierPage.getByRole('button', { name: 'Send me a code' }).click();
  await expect(
    verifierPage.getByText(/Code sent to c\*\*\*\*@verifyco\.example\.com/),
  ).toBeVisible();
  const codeMail = await newestMail(verifier.email, started - 1000, /is: \d{6}/);
  await verifierPage.getByLabel('Verification code').fill(/is: (\d{6})/.exec(codeMail)![1]);
  await verifierPage.getByRole('button', { name: 'Open the verification' }).click();
  await expect(
    verifierPage.getByRole('heading', {
      name: 'Employment verification issued by Vistaar Infotech Private Limited',
    }),
  ).toBeVisible();
  const shown = verifierPage.locator('dl');
  await expect(shown.getByText('Joined on September 14, 2015')).toBeVisible();
  await expect(shown.getByText('Engineering Manager')).toBeVisible();
  await expect(shown.getByText('not shared by the employee')).toHaveCount(6);

  const downloading = verifierPage.waitForEvent('download');
  await verifierPage.getByRole('link', { name: 'Download the signed letter' }).click();
  const letter = await downloading;
  const pdf = fs.readFileSync((await letter.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Reported, not asserted: a busy test machine says nothing about a verifier's minute.
  console.log(`Verifier: ${((Date.now() - started) / 1000).toFixed(1)} s from link to letter`);

  // The employee hears about the first view and sees it in My verifications.
  await newestMail(employee.email, sharedAfter, /viewed by VerifyCo Background Services on/);
  await employeePage.goto('/my-verifications');
  await expect(
    employeePage.getByText(new RegExp(`Viewed by ${verifier.organisation}`)).first(),
  ).toBeVisible();
  await employeePage.getByRole('button', { name: 'Revoke' }).first().click();
  await employeePage
    .getByRole('dialog', { name: 'Revoke this link?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(employeePage.getByText('revoked').first()).toBeVisible();

  const after = await verifierPage.goto(link);
  expect(after?.status()).toBe(410);
  await expect(
    verifierPage.getByText('This verification was revoked by the employee.'),
  ).toBeVisible();

  await employeeContext.close();
  await verifierContext.close();
});
