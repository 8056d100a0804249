import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from './support/files';
import { islandStates } from './support/islands';
import { mailsTo } from './support/staff';

const resume = simplePdf('Resume of Kavya Nair');
const email = `kavya.nair.${Date.now().toString().slice(-8)}@example.com`;

/** A message's text as sent: quoted-printable soft breaks and escapes undone. */
const plain = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The path of the site's link to `prefix` in the newest message to the applicant that has one. */
async function linkFromMail(prefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${prefix}/[A-Za-z0-9_-]{43}`);
  let found: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await mailsTo(email)).map((mail) => plain(mail.raw));
      found = texts.map((text) => pattern.exec(text)?.[0]).findLast(Boolean);
      return found;
    })
    .toBeTruthy();
  return new URL(found as string).pathname;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function hydrated(page: Page, island: string) {
  await expect
    .poll(async () => (await islandStates(page)).find((state) => state.island === island), {
      timeout: 30_000,
    })
    .toEqual({ island, hydrated: true });
}

test('an applicant applies, opens My application from the e-mail, downloads the data and erases it', async ({
  page,
}) => {
  await page.goto('/job-application-form');
  await page.getByRole('form', { name: 'Job application' }).hover();
  await hydrated(page, 'jobApplicationForm');
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Kavya');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Nair');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9845012345');
  await page.getByRole('group', { name: 'Date of Birth' }).click();
  await page.keyboard.type('02081995');
  await choose(page, 'Gender', 'Female');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Marine Drive');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kochi');
  await choose(page, 'State', 'Kerala');
  await page.locator('input[name="formResume"]').setInputFiles({
    name: 'kavya-nair-resume.pdf',
    mimeType: 'application/pdf',
    buffer: resume,
  });
  await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  // The form takes the applicant back to the careers page on its own; the e-mail comes next.
  await page.waitForURL(/\/career$/);

  // The acknowledgement e-mail, from the loopback SMTP server, carries the private link.
  await page.goto(await linkFromMail('/my-application'));
  await expect(page.getByRole('heading', { name: 'My application', level: 1 })).toBeVisible();
  await expect(page.getByText('Status: Received')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('kavya-nair-resume.pdf')).toBeVisible();
  await hydrated(page, 'myApplication');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-application.json');
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(data.application).toMatchObject({
    firstName: 'Kavya',
    lastName: 'Nair',
    email,
    phone: '9845012345',
    dob: '1995-08-02',
    gender: 'Female',
    city: 'Kochi',
    state: 'Kerala',
  });
  expect(Buffer.from(data.resume.contentBase64, 'base64').equals(resume)).toBe(true);

  await page.getByRole('button', { name: 'Erase my data' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('We have e-mailed you a confirmation link.').first()).toBeVisible();
  const myApplication = new URL(page.url()).pathname;

  await page.goto(await linkFromMail('/my-application/confirm-erasure'));
  await hydrated(page, 'erasureConfirmation');
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await expect(page.getByRole('status')).toContainText('This application was erased.');

  await page.goto(myApplication);
  await expect(page.getByText('This application was erased.')).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByText('Kavya')).toHaveCount(0);
});
