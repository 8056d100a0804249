import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { applicationRecordPath } from '@vistaar/shared/config';
import { simplePdf } from './support/files';
import {
  E2E_STAFF,
  STAFF_STATE,
  decodeQuotedPrintable,
  mailsTo,
  staffToken,
} from './support/staff';

/** This file's own job and candidate, found by their unique names. */
const STAMP = Date.now().toString().slice(-6);
const JOB = `Booking Desk Engineer ${STAMP}`;
const EMAIL = `kiran.books.${STAMP}@example.com`;
/** Screenshots to look at, kept out of the repository. */
const SHOTS = process.env.SCHEDULE_SHOTS_DIR ?? 'test-results/self-scheduling';

/** A day in India `days` from today, as the date picker takes it (DDMMYYYY). */
function dayDigits(days: number) {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000 + 330 * 60_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}${month}${year}`;
}

/** A job and a candidate added by hand; answers the application and the staff member's name. */
async function seed(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const posted = await request.post('/api/career/post-jobs', {
    headers,
    data: {
      title: JOB,
      department: 'Engineering',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '12-18 LPA',
      skills: 'TypeScript',
      description: 'Builds the booking desk.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  const added = await request.post(`/api/career/jobs/${jobId}/candidates`, {
    headers,
    multipart: {
      formData: JSON.stringify({
        firstName: 'Kiran',
        lastName: 'Books',
        email: EMAIL,
        phone: '9812345671',
        currentCTC: '14 LPA',
        expectedCTC: '18 LPA',
        noticePeriod: '30',
        source: 'linkedin',
        consentSource: 'email',
      }),
      formResume: { name: 'kiran.pdf', mimeType: 'application/pdf', buffer: simplePdf('Kiran') },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const applicationId = ((await added.json()) as { data: { id: number } }).data.id;
  const staff = await request.get('/api/interviews/interviewers', { headers });
  const me = ((await staff.json()) as { data: { name: string; email: string }[] }).data.find(
    (person) => person.email === E2E_STAFF.email,
  )!;
  return { applicationId, interviewerName: me.name };
}

async function pickDay(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  days: number,
) {
  // The picker loads on first use, in place of a look-alike: a click on either wakes it.
  await dialog
    .getByRole('textbox', { name: label })
    .or(dialog.getByRole('group', { name: label }))
    .click();
  await dialog.getByRole('group', { name: label }).click();
  await page.keyboard.type(dayDigits(days));
}

test.use({ storageState: STAFF_STATE });

test('a candidate books a time from the link on a phone with the keyboard alone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { applicationId, interviewerName } = await seed(request);

  // The recruiter sends the link from the application's page.
  await page.goto(applicationRecordPath(applicationId));
  await page.getByRole('main').getByRole('button', { name: 'Let candidate choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Let the candidate choose a time' });
  await pickDay(page, dialog, 'First day', 2);
  await pickDay(page, dialog, 'Last day', 9);
  await dialog.getByLabel(/Video call link/).fill('https://meet.example.com/vistaar-booking');
  await dialog.getByRole('checkbox', { name: new RegExp(`^${interviewerName} \\(`) }).check();
  await page.screenshot({ path: `${SHOTS}/recruiter-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').getByText('Link sent to the candidate')).toBeVisible();
  await expect(page.getByText(/^Waiting for the candidate to choose/)).toBeVisible();

  let link = '';
  let linkMail = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(EMAIL)).find((item) =>
        /Choose a time for your interview/.test(item.raw),
      );
      linkMail = decodeQuotedPrintable(mail?.raw ?? '');
      link =
        /https?:\/\/[^\s]+\/book-interview\/[A-Za-z0-9_-]+/.exec(
          decodeQuotedPrintable(mail?.raw ?? ''),
        )?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  // The candidate, on a phone, signed out, with the keyboard alone.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    storageState: undefined,
  });
  const candidate = await phone.newPage();
  await candidate.goto(new URL(link).pathname);
  await expect(candidate.getByRole('heading', { level: 1 })).toHaveText(/Your interview with/);
  await expect(
    candidate.getByText('All times are India time (IST).', { exact: false }),
  ).toBeVisible();
  await candidate.screenshot({ path: `${SHOTS}/candidate-375.png` });
  await candidate.screenshot({ path: `${SHOTS}/candidate-375-full.png`, fullPage: true });
  // No part of the page is wider than the phone.
  const overflow = await candidate.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Tab to the first offered time, arrow to the next, tab to the button, Enter.
  for (let presses = 0; presses < 60; presses += 1) {
    await candidate.keyboard.press('Tab');
    const onRadio = await candidate.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
    );
    if (onRadio) break;
  }
  await candidate.keyboard.press('Space');
  await candidate.keyboard.press('ArrowRight');
  const chosen = await candidate.evaluate(() => (document.activeElement as HTMLInputElement).value);
  await expect(candidate.locator(`input[value="${chosen}"]`)).toBeChecked();
  await candidate.keyboard.press('Tab');
  await expect(candidate.getByRole('button', { name: 'Book this time' })).toBeFocused();
  await candidate.keyboard.press('Enter');
  await expect(candidate.getByText('Your interview is booked.', { exact: false })).toBeVisible();
  await expect(
    candidate.getByRole('heading', { name: 'Your interview', exact: true }),
  ).toBeVisible();
  await candidate.screenshot({ path: `${SHOTS}/candidate-booked-375.png`, fullPage: true });
  await candidate.setViewportSize({ width: 1440, height: 900 });
  await candidate.screenshot({ path: `${SHOTS}/candidate-booked-1440.png`, fullPage: true });

  // The invitation reaches the candidate with its calendar entry; the recruiter sees the booking.
  await expect
    .poll(async () => (await mailsTo(EMAIL)).some((mail) => /METHOD:REQUEST/.test(mail.raw)))
    .toBe(true);
  await page.reload();
  await expect(page.getByText(/^Booked by the candidate/)).toBeVisible();
  // The two e-mails as the candidate reads them: the link, then the invitation.
  const invitation = decodeQuotedPrintable(
    (await mailsTo(EMAIL)).find((mail) => /METHOD:REQUEST/.test(mail.raw))?.raw ?? '',
  );
  const mailPage = await phone.newPage();
  for (const [name, raw] of [
    ['mail-link', linkMail],
    ['mail-invitation', invitation],
  ] as const) {
    await mailPage.setContent('<pre style="white-space: pre-wrap; font: 14px sans-serif"></pre>');
    await mailPage.locator('pre').evaluate(
      (element, text) => {
        element.textContent = text;
      },
      raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n')
        .slice(0, 4000),
    );
    await mailPage.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  }
  await phone.close();
});
