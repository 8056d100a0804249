import { expect, test } from '@playwright/test';
import { navLinks, navMenus } from '../../src/shared/config/navigation';
import { paths, publicPaths } from '../../src/shared/config/routes';
import { expectEveryIslandHydrated, wakeEveryIsland } from './support/islands';

const pages = [...publicPaths, paths.jobApplication, paths.employeeDetails];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pages) {
    test(`${path} shows its content, header links and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toBeVisible();
      const header = page.getByRole('banner');
      for (const link of navLinks) {
        await expect(header.getByRole('link', { name: link.label, exact: true })).toBeVisible();
      }
      if (path === paths.employeeDetails) return;
      const footer = page.locator('footer');
      await expect(footer).toBeVisible();
      // The dropdowns' links, as plain lists in the site map at the foot of every page.
      const siteMap = page.getByRole('navigation', { name: 'Site map' });
      for (const link of navMenus.flatMap((menu) => menu.groups.flatMap((group) => group.links))) {
        await expect(siteMap.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
          'href',
          link.to,
        );
      }
    });
  }

  test('a dropdown opens on hover and keyboard focus', async ({ page }) => {
    await page.goto('/about');
    const services = page.getByRole('button', { name: 'Services' });
    await services.hover();
    await expect(page.getByRole('link', { name: 'Bulk SMS' }).first()).toBeVisible();
  });
});

test.describe('with JavaScript on', () => {
  // The other public pages are woken and checked in public-pages.spec.ts.
  for (const path of [paths.jobApplication, paths.employeeDetails]) {
    test(`${path}: every island wakes cleanly, with no error or hydration warning`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(path);
      await wakeEveryIsland(page);
      await expectEveryIslandHydrated(page);
      expect(problems).toEqual([]);
    });
  }

  test('a plain page runs no React until someone reaches for the header', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/privacy-policy');
    await page.waitForLoadState('networkidle');
    // The islands runtime only: no React, no theme, no header code yet.
    expect(scripts.filter((url) => /mount-island|SiteHeader/.test(url))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(2);
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Bulk SMS' }).first()).toBeVisible();
    expect(scripts.some((url) => /SiteHeader/.test(url))).toBe(true);
  });

  test('the header shadow deepens after 10 px of scrolling', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
    const resting = await shadow();
    await page.mouse.wheel(0, 400);
    await expect.poll(shadow).not.toBe(resting);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('after a mouse click on a dot, the carousel resumes 5 seconds later though the dot keeps focus', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByTestId('features-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const first = carousel.getByRole('button', { name: 'Show slide 1' });
    const second = carousel.getByRole('button', { name: 'Show slide 2' });
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
    await first.click();
    await page.mouse.move(5, 5);
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-current', 'true');
    // Held for 5 s after the pick, then the next page comes on the next 3 s beat.
    await page.waitForTimeout(4_500);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 5_000 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu is a full-height sheet over a dimmed page; Escape closes it', async ({
      page,
    }) => {
      await page.goto('/bulk-sms');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const sheet = page.locator('#mobile-menu');
      await expect(sheet).toBeVisible();
      const box = await sheet.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(740 - 1);
      await expect(page.locator('.MuiBackdrop-root')).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Get a Free Quote' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
});
