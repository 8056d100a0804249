import { expect, test } from '@playwright/test';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { simplePdf } from './support/files';
import { decodeQuotedPrintable, mailsTo } from './support/staff';

// The address the server sends contact messages to when CONTACT_INBOX is not set.
const CONTACT_INBOX = 'support@vistaarinfotech.in';

test.describe('forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to its page, shows the server’s messages with what was typed kept, then sends', async ({
    page,
  }) => {
    const name = `Asha Verma ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: /full name/i }).fill(name);
    await form.getByRole('textbox', { name: /email address/i }).fill('asha.verma@example.in');
    await form.getByRole('textbox', { name: /phone number/i }).fill('9811045270');
    await form.getByRole('textbox', { name: /message/i }).fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();

    // The page again, at the form, with nothing personal in its address.
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(form.getByRole('alert')).toContainText('Message not sent');
    const message = form.getByRole('textbox', { name: /message/i });
    await expect(message).toHaveAccessibleDescription(
      'Message must be at least 10 characters long',
    );
    await expect(form.getByRole('textbox', { name: /full name/i })).toHaveValue(name);

    await message.fill('We need a WhatsApp Business API integration for our clinics in Pune.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Message sent');
    await expect(form.getByRole('textbox', { name: /full name/i })).toHaveValue('');
    await expect
      .poll(
        async () =>
          (await mailsTo(CONTACT_INBOX)).some((mail) =>
            decodeQuotedPrintable(mail.raw).includes(name),
          ),
        { timeout: 45_000, intervals: [500] },
      )
      .toBe(true);
  });

  test('the application form posts its fields and resume to its page, keeps what was typed but the file, then applies', async ({
    page,
  }) => {
    // Its own address, so the per-address limit on applications is not shared with other specs.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.77' });
    const lastName = `Iyer${Date.now().toString().slice(-6)}`;
    const email = `meera.${lastName.toLowerCase()}@example.com`;
    const resume = {
      name: 'meera-resume.pdf',
      mimeType: 'application/pdf',
      buffer: simplePdf('Meera'),
    };
    await page.goto('/job-application-form');
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Meera');
    await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('9845012345');
    // Too young to apply online: a check only the server's schema makes here.
    await form.getByLabel('Date of Birth').fill('2015-03-14');
    await form.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await form.getByRole('textbox', { name: 'Address' }).fill('7 Besant Nagar');
    await form.getByRole('textbox', { name: 'City' }).fill('Chennai');
    await form.getByRole('combobox', { name: 'State' }).selectOption('Tamil Nadu');
    await form.locator('input[name="formResume"]').setInputFiles(resume);
    await form.getByRole('checkbox', { name: /and agree that/ }).check();
    await form.getByRole('button', { name: 'Submit Application' }).click();

    // The page again, with nothing personal in its address.
    await expect(page).toHaveURL(/\/job-application-form$/);
    await expect(form.getByText('Submission Failed')).toBeVisible();
    await expect(form.getByText(applicationMessages.dobUnderAge).first()).toBeVisible();
    await expect(form.getByText(applicationMessages.resumeChooseAgain)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue(lastName);
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Tamil Nadu');
    await expect(form.getByRole('checkbox', { name: /and agree that/ })).toBeChecked();

    await form.getByLabel('Date of Birth').fill('1996-03-14');
    await form.locator('input[name="formResume"]').setInputFiles(resume);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Application Submitted Successfully!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue('');
    await expect
      .poll(async () => (await mailsTo(email)).length, { timeout: 45_000, intervals: [500] })
      .toBe(1);
  });

  test('the letter check takes the letter PDF as a form post and answers with the verdict', async ({
    page,
  }) => {
    await page.goto('/verify/check');
    const form = page.getByRole('form', { name: 'Check a letter' });
    await form.getByLabel('Upload the letter PDF').setInputFiles({
      name: 'letter.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a letter at all'),
    });
    await form.getByRole('button', { name: 'Check the letter' }).click();
    await expect(page).toHaveURL(/\/verify\/check$/);
    await expect(page.getByText('Please upload the letter as the PDF you received.')).toBeVisible();

    await form.getByLabel('Upload the letter PDF').setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: simplePdf('Experience letter'),
    });
    await form.getByRole('button', { name: 'Check the letter' }).click();
    await expect(page.getByText(/no verification of ours was found in it/)).toBeVisible();
  });
});
