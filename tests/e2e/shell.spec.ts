import { expect, test, type Page } from '@playwright/test';
import { E2E_STAFF, STAFF_STATE } from './support/staff';

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('public shell', () => {
  test('renders the header and footer on the home page without console errors or CSP violations', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText('since 2015');
    await expect(footer.getByText('ISO 27001:2022')).toBeVisible();
    await expect(footer.getByText('ISO 9001:2015')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('no footer link breaks onto a second line at 1440 px', async ({ page }) => {
    await page.goto('/');
    const wrapped = await page
      .getByRole('contentinfo')
      .locator('a')
      .evaluateAll((links) =>
        links
          // An inline link that wraps is laid out as one box per line.
          .filter((link) => link.getClientRects().length > 1)
          .map((link) => link.textContent),
      );
    expect(page.viewportSize()?.width).toBe(1440);
    expect(wrapped).toEqual([]);
  });

  test('the Services dropdown opens, only one dropdown at a time, and an outside click closes it', async ({
    page,
  }) => {
    await page.goto('/about');
    // The footer's site map lists the same links; these are the header's.
    const header = page.getByRole('banner');
    const services = header.getByRole('button', { name: 'Services' });
    const products = header.getByRole('button', { name: 'Products' });
    await services.click();
    await expect(header.getByRole('link', { name: 'WhatsApp Business API' })).toBeVisible();
    await products.click();
    await expect(header.getByRole('link', { name: 'WhatsApp Business API' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Vehicle Tracking System' })).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(header.getByRole('link', { name: 'Vehicle Tracking System' })).toBeHidden();
  });

  test('the header shadow grows after scrolling past 10 px', async ({ page }) => {
    await page.goto('/bulk-sms');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('the mobile menu toggles, expands one section at a time and closes on a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(menu.getByRole('link', { name: 'Bulk SMS' })).toBeVisible();
    await menu.getByRole('button', { name: 'Products' }).click();
    await expect(menu.getByRole('link', { name: 'Bulk SMS' })).toBeHidden();
    await menu.getByRole('link', { name: 'HR Management' }).click();
    await expect(page).toHaveURL(/\/hrm$/);
    await expect(menu).toBeHidden();
  });

  test('unknown paths show the not-found page with a real 404 status', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    await page.waitForURL('**/this-page-does-not-exist');
    await page.getByRole('link', { name: 'Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a staff link opened signed out goes to /login and, after sign-in, to the page it names', async ({
    page,
  }) => {
    // As an interviewer's e-mail links it, and an application's own page.
    for (const [path, heading] of [
      ['/my-interviews', 'My interviews'],
      ['/applied-job/1', /.+/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
      await page.getByLabel('Email').fill(E2E_STAFF.email);
      await page.getByLabel('Password').fill(E2E_STAFF.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a return path to another site is ignored: sign-in goes to the desk', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fevil.example%2Fapplied-job');
    await page.getByLabel('Email').fill(E2E_STAFF.email);
    await page.getByLabel('Password').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/applied-job$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the footer has a small staff sign-in link to /login', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' });
    await expect(link).toHaveAttribute('href', '/login');
    await link.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  });

  test('the login page has the header but no navigation or footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('staff shell', () => {
  test.use({ storageState: STAFF_STATE });

  test('login while signed in goes to the applications desk', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/applied-job$/);
  });

  test('staff paths show the staff shell without the public navigation or footer', async ({
    page,
  }) => {
    for (const [path, label] of [
      ['/applied-job', 'Applications'],
      ['/post-job', 'Post Job'],
      ['/jobs-list', 'Jobs List'],
      ['/employee-list', 'Employee List'],
    ]) {
      await page.goto(path);
      const staffNav = page.getByRole('navigation', { name: 'Staff' });
      await expect(staffNav.getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    }
  });
});

test('logout removes the stored credentials and goes to /login', async ({ browser }) => {
  // A session of its own: signing out revokes it, and the shared one must stay valid.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/applied-job$/);
  expect(await page.evaluate(() => window.localStorage.getItem('user_cred'))).toContain('"token"');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('user_cred'))).toBeNull();
  await page.goto('/applied-job');
  await expect(page).toHaveURL('/login?next=%2Fapplied-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeVisible();
  await context.close();
});
