import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { decodeQuotedPrintable, mailsTo, STAFF_STATE } from './support/staff';

const stamp = Date.now().toString().slice(-6);
const recruiter = {
  // Her own name in the audit's member picker, apart from an earlier attempt's (a retry).
  name: `Meera Iyer ${stamp.replace(/\d/g, (digit) => 'ABCDEFGHIJ'[Number(digit)])}`,
  email: `meera.iyer.${stamp}@example.com`,
  password: 'monsoon clouds over the western ghats',
};

/** The invitation link's path and fragment, from the message the test SMTP server received. */
async function invitationLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(address)).at(-1);
      link = mail
        ? /\/accept-invitation#token=[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(mail.raw))?.[0]
        : undefined;
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** The code an authenticator app shows, `offsetSteps` 30-second steps from now. */
const authenticatorCode = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(recruiter.email);
  await page.getByLabel('Password').fill(recruiter.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an admin invites a recruiter, who joins, turns on two-factor sign-in and is audited', async ({
  browser,
}) => {
  const admin = await browser.newPage({ storageState: STAFF_STATE });
  await admin.goto('/team');
  await admin.getByRole('button', { name: 'Invite' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Name').fill(recruiter.name);
  await dialog.getByLabel('Email').fill(recruiter.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${recruiter.email}`)).toBeVisible();
  await expect(admin.getByRole('grid', { name: 'Invitations' })).toContainText(recruiter.email);

  // The recruiter, in a browser of their own, follows the link from the e-mail.
  const link = await invitationLink(recruiter.email);
  const page = await browser.newPage();
  await page.goto(link);
  await expect(page.getByText(`Welcome, ${recruiter.name}.`)).toBeVisible();
  await page.getByLabel('New password').fill(recruiter.password);
  await page.getByLabel('Confirm password').fill(recruiter.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByText('Your account is ready. Sign in with your new password.'),
  ).toBeVisible();
  // The link works once.
  await page.goto('/');
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This invitation link is no longer valid');

  // Signs in with the password, then sets up two-factor sign-in from My account.
  await passwordStep(page);
  await expect(page).toHaveURL(/\/applied-job$/);
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Authentication code').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

  // Signing in again takes the code as a second step.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await passwordStep(page);
  await page.getByLabel('Authentication code').fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/applied-job$/);

  // A recruiter has no employee records: not in the menu, and not by address either.
  const menu = page.getByRole('navigation', { name: 'Staff' });
  await expect(menu.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Employee List' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await page.goto('/employee-list');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  // The admin sees the recruiter's actions in the audit trail.
  await admin.goto('/audit-trail');
  await admin.getByLabel('Staff member').click();
  await admin.getByRole('option', { name: recruiter.name }).click();
  const entries = admin.getByRole('grid', { name: 'Audit entries' });
  await expect(entries).toContainText('Accepted an invitation');
  await expect(entries).toContainText('Turned on two-factor sign-in');
  await expect(entries).toContainText('Signed in');
  await expect(entries).toContainText('Viewed the applications list');
  // The filter is in the address: a reload shows the same entries.
  await expect(admin).toHaveURL(/[?&]staffId=\d+/);
  await admin.reload();
  await expect(admin.getByRole('grid', { name: 'Audit entries' })).toContainText(
    'Accepted an invitation',
  );
  await expect(admin.getByRole('grid', { name: 'Audit entries' })).not.toContainText(
    'Sent an invitation',
  );
});
