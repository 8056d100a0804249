import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodeQuotedPrintable, mailsTo, STAFF_STATE } from './support/staff';

const suffix = Date.now().toString().slice(-6);
// Names tell this run's people from an earlier attempt's (a retry, a repeat) in the pickers.
const surname = suffix.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
const recruiter = {
  name: `Meera R${surname}`,
  email: `meera.recruiter.${suffix}@example.com`,
  password: 'the desk schedules interviews in ist',
  role: 'Recruiter',
};
const interviewer = {
  name: `Asha I${surname}`,
  email: `asha.interviewer.${suffix}@example.com`,
  password: 'scorecards by keyboard alone 2026',
  role: 'Interviewer',
};
const SHOTS = 'test-results/interviews';

/** An admin invites the person; they set their password from the e-mail's link. */
async function joinTeam(admin: Page, browser: Browser, person: typeof recruiter) {
  await admin.goto('/team');
  await admin.getByRole('button', { name: 'Invite' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Name').fill(person.name);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: person.role }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${person.email}`)).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(person.email)).at(-1);
      link = mail
        ? /\/accept-invitation#token=[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(mail.raw))?.[0]
        : undefined;
      return link;
    })
    .toBeTruthy();
  const page = await browser.newPage();
  await page.goto(link!);
  await page.getByLabel('New password').fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  return page;
}

/** Tomorrow in India, as the date picker takes it (DDMMYYYY). */
function tomorrowDigits() {
  const [year, month, day] = new Date(Date.now() + 86_400_000 + 330 * 60_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}${month}${year}`;
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a recruiter schedules an interview; the interviewer finds it in My interviews, its scorecard open from its start', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // An earlier attempt may have booked the demo candidate already: each attempt takes its own hour.
  const attempt = test.info().retry + test.info().repeatEachIndex;
  const [start, end] = [
    ['11:30', '12:30'],
    ['14:00', '15:00'],
    ['16:00', '17:00'],
  ][attempt % 3];
  const slot = `${start}-${end} IST`;
  const admin = await browser.newPage({ storageState: STAFF_STATE });
  const asha = await joinTeam(admin, browser, interviewer);
  // Interviewers land on their own interviews.
  await expect(asha).toHaveURL(/\/my-interviews$/);
  await expect(asha.getByText('No interviews scheduled for you.')).toBeVisible();
  const meera = await joinTeam(admin, browser, recruiter);
  await expect(meera).toHaveURL(/\/applied-job$/);

  // The recruiter opens an application's page and schedules a video interview with Asha.
  // A demo application no other browser test moves or annotates.
  await meera.getByLabel('Search applications').fill('Karthik');
  await meera.getByRole('grid').getByRole('link', { name: 'Karthik Reddy' }).click();
  await expect(meera).toHaveURL(/\/applied-job\/\d+$/);
  const details = meera.getByRole('main');
  await details.getByRole('button', { name: 'Schedule interview' }).click();
  const schedule = meera.getByRole('dialog', { name: 'Schedule interview' });
  // The picker loads on first use, in place of a look-alike that may already have made way
  // for it: a click on either wakes it.
  await schedule
    .getByRole('textbox', { name: 'Date' })
    .or(schedule.getByRole('group', { name: 'Date' }))
    .click();
  await schedule.getByRole('group', { name: 'Date' }).click();
  await meera.keyboard.type(tomorrowDigits());
  await schedule.getByRole('combobox', { name: /Start time/ }).click();
  await meera.getByRole('option', { name: start }).click();
  await schedule.getByLabel(/Video call link/).fill('https://meet.example.com/vistaar-e2e');
  await schedule.getByRole('checkbox', { name: `${interviewer.name} (Interviewer)` }).check();
  await shoot(meera, 'schedule-dialog');
  await schedule.getByRole('button', { name: 'Schedule and invite' }).click();
  // The notice above the interviews (the history lists the same words once it refreshes).
  await expect(meera.getByRole('status').getByText('Interview scheduled')).toBeVisible();
  await expect(
    details.getByRole('article', { name: new RegExp(slot) }).filter({ hasText: interviewer.name }),
  ).toBeVisible();

  // The invitation reaches the interviewer with its calendar entry.
  await expect
    .poll(async () =>
      (await mailsTo(interviewer.email)).some((mail) => /METHOD:REQUEST/.test(mail.raw)),
    )
    .toBe(true);

  // Asha sees it in My interviews; its scorecard waits for the interview to start.
  await asha.goto('/my-interviews');
  const upcoming = asha.getByRole('region', { name: 'Upcoming' });
  const card = upcoming.getByRole('article').filter({ hasText: slot });
  await expect(card).toBeVisible();
  await shoot(asha, 'my-interviews');
  await card.getByRole('button', { name: 'Scorecard' }).focus();
  await asha.keyboard.press('Enter');
  const scorecard = asha.getByRole('dialog', { name: /^Scorecard: / });
  await expect(scorecard).toContainText(slot);
  // Feedback is given from the interview's start, not before.
  await expect(
    scorecard.getByText('You can fill in the scorecard once the interview has started.'),
  ).toBeVisible();
  await expect(scorecard.getByRole('radiogroup')).toHaveCount(0);
  await shoot(asha, 'scorecard');
  await asha.keyboard.press('Escape');
  await expect(asha.getByRole('dialog')).toBeHidden();
  await admin.close();
});
