import { expect, test, type APIRequestContext } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { simplePdf } from './support/files';
import { decodeQuotedPrintable, mailsTo } from './support/staff';
import { tabTo } from './support/keyboard';

/** A general application made through the API; answers its 'My application' path from the e-mail. */
async function applyForMyApplication(request: APIRequestContext, email: string, ip: string) {
  const applied = await request.post('/api/career/apply-jobs', {
    headers: { 'x-forwarded-for': ip },
    multipart: {
      formData: JSON.stringify({
        jobId: 0,
        firstName: 'Nandini',
        lastName: 'Pillai',
        email,
        phone: '9845067890',
        dob: '1994-07-21',
        gender: 'F',
        address: '3 Lake Road',
        city: 'Kochi',
        state: 'Kerala',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
        consent: true,
      }),
      formResume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: simplePdf('Nandini') },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return linkFromMail(email, '/my-application');
}

/** The path of the newest link under `prefix` in the mail to `email`. */
async function linkFromMail(email: string, prefix: string) {
  const pattern = new RegExp(`https?://[^\\s"<>]+${prefix}/[A-Za-z0-9_-]{43}`);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await mailsTo(email)).map((mail) => decodeQuotedPrintable(mail.raw));
        found = texts.map((text) => pattern.exec(text)?.[0]).findLast(Boolean);
        return found;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBeTruthy();
  return new URL(found as string).pathname;
}

/** Moves the keyboard focus forward until `target` has it, as a keyboard user would. */
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

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the employee verification request: the button leads to the page, a mistake keeps what was typed, the code opens the record', async ({
      page,
    }) => {
      await page.goto('/career');
      await page.getByRole('button', { name: 'Employee Verification' }).click();
      await expect(page).toHaveURL(/\/employee-details\??$/);
      const form = page.getByRole('form', { name: 'Employee Verification' });
      await form.getByLabel('Employee Code').fill('VI-1002');
      await form.getByLabel('Date of Birth').fill('1993-11-03');
      await form.getByRole('button', { name: 'Send verification code' }).click();
      await expect(
        page.getByText('No employee matches that employee code and date of birth.'),
      ).toBeVisible();
      await expect(form.getByLabel('Employee Code')).toHaveValue('VI-1002');
      await expect(form.getByLabel('Date of Birth')).toHaveValue('1993-11-03');

      await form.getByLabel('Date of Birth').fill('1993-11-02');
      const sentAfter = Date.now() - 1000;
      await form.getByRole('button', { name: 'Send verification code' }).click();
      await expect(page.getByText('Code sent to', { exact: false })).toBeVisible();
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            const fresh = (await mailsTo('priya.iyer@example.com')).filter(
              (mail) => Date.parse(mail.receivedAt) >= sentAfter,
            );
            code = fresh
              .map(
                (mail) =>
                  /verification code is: (\d{6})/.exec(decodeQuotedPrintable(mail.raw))?.[1],
              )
              .findLast(Boolean);
            return code;
          },
          { timeout: 45_000, intervals: [500] },
        )
        .toBeTruthy();
      await form.getByLabel('OTP').fill(code as string);
      await form.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/employee-details$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Priya Iyer' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    });

    test('My application: correction, grievance, nominee, download, withdrawal and erasure post to the page', async ({
      page,
      request,
    }) => {
      const email = `nandini.${Date.now().toString().slice(-8)}@example.com`;
      const path = await applyForMyApplication(request, email, '198.51.100.81');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My application');

      // The correction form opens on the page, keeps what was typed when refused, then saves.
      await page.getByRole('button', { name: 'Correct my contact details' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const correction = page.getByRole('form', { name: 'Correct my contact details' });
      await expect(correction.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
      await correction.getByRole('textbox', { name: 'City' }).fill('Thrissur');
      await correction.getByRole('textbox', { name: 'Phone Number' }).fill('12345');
      await correction.getByRole('button', { name: 'Save' }).click();
      await expect(correction.getByText(applicationMessages.phoneInvalid)).toBeVisible();
      await expect(correction.getByRole('textbox', { name: 'City' })).toHaveValue('Thrissur');
      await correction.getByRole('textbox', { name: 'Phone Number' }).fill('9845011122');
      await correction.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toHaveText('Your contact details are corrected.');
      await expect(page.getByText('Thrissur')).toBeVisible();

      const grievance = page.getByRole('form', { name: 'Raise a grievance' });
      await grievance
        .getByRole('textbox', { name: 'What went wrong?' })
        .fill('My old address was shown.');
      await grievance.getByRole('button', { name: 'Send grievance' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'We have received your grievance and will answer by e-mail.',
      );

      const nominee = page.getByRole('form', { name: 'Nominee' });
      await nominee.getByRole('textbox', { name: "Nominee's name" }).fill('Suresh Pillai');
      await nominee.getByRole('textbox', { name: "Nominee's e-mail" }).fill(email);
      await nominee.getByRole('button', { name: 'Save nominee' }).click();
      await expect(
        page
          .getByRole('form', { name: 'Nominee' })
          .getByRole('textbox', { name: "Nominee's e-mail" }),
      ).toHaveAccessibleDescription(privacyRequestMessages.nomineeIsYou);
      await expect(
        page
          .getByRole('form', { name: 'Nominee' })
          .getByRole('textbox', { name: "Nominee's name" }),
      ).toHaveValue('Suresh Pillai');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      expect((await download).suggestedFilename()).toBe('my-application.json');

      // Withdrawal is asked about on the page first.
      await page.getByRole('button', { name: 'Withdraw my application' }).click();
      await expect(page.getByText('Withdraw your application?')).toBeVisible();
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText('Your application is withdrawn.');
      await expect(page.getByText('You withdrew this application.')).toBeVisible();

      await page.getByRole('button', { name: 'Erase my data' }).click();
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(page.getByRole('status')).toContainText('Nothing is erased until you open it');
      await page.goto(await linkFromMail(email, '/my-application/confirm-erasure'));
      await page.getByRole('button', { name: 'Erase my data' }).click();
      await expect(page.getByRole('status')).toHaveText(privacyRequestMessages.erased);
      await page.goto(path);
      await expect(page.getByText(privacyRequestMessages.erased)).toBeVisible();
      // Nothing typed ever reached an address.
      expect(page.url()).not.toContain('Thrissur');
    });

    test('the new-link form of My application, by keyboard alone', async ({ page }) => {
      await page.goto('/my-application');
      const form = page.getByRole('form', { name: 'Send me a new link' });
      const field = form.getByRole('textbox', { name: 'Email used on the application' });
      await tabTo(page, field);
      // An address the browser takes and the shared schema refuses.
      await page.keyboard.type('nandini@example');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/my-application$/);
      await expect(field).toHaveValue('nandini@example');
      await expect(field).toHaveAccessibleDescription(applicationMessages.emailInvalid);

      await tabTo(page, field);
      await page.keyboard.press('End');
      await page.keyboard.type('.com');
      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toHaveText(privacyRequestMessages.linkSent);
      await expect(field).toHaveValue('');
    });
  });
});
