import fs from 'node:fs';
import { expect, test, type FileChooser, type Page } from '@playwright/test';
import { simplePdf } from './support/files';
import { islandStates } from './support/islands';
import { STAFF_STATE } from './support/staff';
import { privacyMessages } from '@vistaar/shared/validation/privacy-schema';
import { tabTo } from './support/keyboard';

const resume = simplePdf('Resume of Meera Iyer');
const lastName = `Iyer${Date.now().toString().slice(-6)}`;

/** The staff token the setup project stored (under user_cred, as the app keeps it). */
function staffToken(): string {
  const state = JSON.parse(fs.readFileSync(STAFF_STATE, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const stored = state.origins[0].localStorage.find((item) => item.name === 'user_cred');
  return (JSON.parse(stored?.value ?? '{}') as { token?: string }).token ?? '';
}

async function openForm(page: Page) {
  await page.goto('/job-application-form');
  // The form wakes when reached for.
  await page.getByRole('form', { name: 'Job application' }).hover();
  await expect
    .poll(async () => (await islandStates(page)).find((i) => i.island === 'jobApplicationForm'))
    .toEqual({ island: 'jobApplicationForm', hydrated: true });
}

/** Presses Tab from the top of the page until the named button has the focus. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the job application form', () => {
  for (const key of ['Enter', 'Space']) {
    test(`with the keyboard alone, ${key} on 'Choose File' opens the file picker`, async ({
      page,
    }) => {
      await openForm(page);
      // Listening from before the tabbing, without a time limit of its own: the browser hands
      // the picker to the test only once its interception is switched on, which is a round
      // trip of its own and lost the race against a key pressed at once.
      const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
      await tabTo(page, page.getByRole('button', { name: 'Choose File', exact: true }));
      await page.keyboard.press(key);
      await (
        await chooser
      ).setFiles({ name: 'meera-iyer-resume.pdf', mimeType: 'application/pdf', buffer: resume });
      await expect(page.getByText('meera-iyer-resume.pdf')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Choose Another File' })).toBeFocused();
    });
  }

  test('takes the date of birth as DD/MM/YYYY and sends it as YYYY-MM-DD', async ({ page }) => {
    await openForm(page);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Meera');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(lastName);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('meera.iyer@example.com');
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9845012345');
    await page.getByRole('group', { name: 'Date of Birth' }).click();
    await page.keyboard.type('14031996');
    await expect(page.locator('input[name="dob"]')).toHaveValue('14/03/1996');
    await choose(page, 'Gender', 'Female');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Besant Nagar');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chennai');
    await choose(page, 'State', 'Tamil Nadu');
    await page.locator('input[name="formResume"]').setInputFiles({
      name: 'meera-iyer-resume.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });

    // Without the consent nothing is sent: the message sits under the unticked box.
    const consent = page.getByRole('checkbox', { name: /I have read the privacy notice/ });
    await expect(consent).not.toBeChecked();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText(privacyMessages.applicationConsentRequired)).toBeVisible();
    await expect(consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();

    // What the server stored, read back as staff (the browser does not expose multipart bodies).
    const found = await page.request.get(
      `/api/career/get-job-applications?page=1&limit=5&search=${encodeURIComponent(lastName)}`,
      { headers: { Authorization: `Bearer ${staffToken()}` } },
    );
    expect((await found.json()).data).toEqual([
      expect.objectContaining({ fullName: `Meera ${lastName}`, dob: '1996-03-14' }),
    ]);
  });
});
