import { expect, test, type APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_STAFF, mailsTo } from './support/staff';

const suffix = Date.now().toString().slice(-6);
const PASSWORD = 'tea gardens on the nilgiri slopes';
const asha = { name: 'Asha Menon', email: `asha.menon.${suffix}@example.com` };
const kiran = { name: 'Kiran Rao', email: `kiran.rao.${suffix}@example.com` };

const authenticatorCode = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function signIn(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/auth/login', { data: { emailId: email, password } });
  const token = (await answer.json()).token as string;
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** Invites someone with a role and accepts the invitation from the e-mail's link. */
async function join(
  request: APIRequestContext,
  admin: { authorization: string },
  person: { name: string; email: string },
  role: string,
) {
  const sent = await request.post('/api/team/invitations', {
    headers: admin,
    data: { ...person, role },
  });
  expect(sent.status()).toBe(200);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(person.email)).at(-1);
      token = mail
        ? /\/accept-invitation#token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1]
        : undefined;
      return token;
    })
    .toBeTruthy();
  const accepted = await request.post('/api/auth/invitation/accept', {
    data: { token, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
}

test('an interviewer promoted to admin is asked to set up two-factor in the open session', async ({
  page,
  request,
}) => {
  const staff = await signIn(request, E2E_STAFF.email, E2E_STAFF.password);
  // A second admin who signs in with two factors sets the rule, so the suite's own admin
  // (password only) is left alone once the rule is put back.
  await join(request, staff, asha, 'admin');
  const admin = await signIn(request, asha.email, PASSWORD);
  const setup = await request.post('/api/account/two-factor/setup', { headers: admin });
  const ashaSecret = (await setup.json()).data.secret as string;
  expect(
    (
      await request.post('/api/account/two-factor/confirm', {
        headers: admin,
        data: { code: authenticatorCode(ashaSecret) },
      })
    ).status(),
  ).toBe(200);
  await join(request, admin, kiran, 'interviewer');

  try {
    // The interviewer signs in with the password alone and works on their own screen.
    await page.goto('/login');
    await page.getByLabel('Email').fill(kiran.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/my-interviews$/);

    // Meanwhile two-factor becomes required for admins, and the interviewer is made one.
    const rule = await request.put('/api/team/two-factor-policy', {
      headers: admin,
      data: { twoFactorPolicy: 'admins' },
    });
    expect(rule.status()).toBe(200);
    const members = (await (await request.get('/api/team', { headers: admin })).json()).data
      .members as Array<{ id: number; email: string }>;
    const id = members.find((member) => member.email === kiran.email)?.id;
    const promoted = await request.put(`/api/team/members/${id}/role`, {
      headers: admin,
      data: { role: 'admin' },
    });
    expect(promoted.status()).toBe(200);

    // The same open session: the Team screen is not shown, the set-up is.
    await page.goto('/team');
    await expect(
      page.getByText('Your account must use two-factor sign-in now. Set it up to continue.'),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Staff accounts' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/2fa-held-back.png', fullPage: true });

    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    await page.getByLabel('Authentication code').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.screenshot({ path: '/tmp/2fa-recovery-codes.png', fullPage: true });
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

    // With the second factor given in this session, the admin's screens open.
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(page.getByText(asha.email)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Team' }),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/2fa-team-open.png', fullPage: true });
  } finally {
    // The other browser tests sign their admin in with the password alone.
    await request.put('/api/team/two-factor-policy', {
      headers: admin,
      data: { twoFactorPolicy: 'off' },
    });
  }
});
