import { expect, test } from '@playwright/test';
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
});
