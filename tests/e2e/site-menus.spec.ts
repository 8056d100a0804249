import { expect, test, type Page } from '@playwright/test';
import { paths } from '@vistaar/shared/config/routes';
import { seriousAxeFindings } from './support/axe';

/** Counts the requests the page makes from now on. */
async function requestsFromNow(page: Page) {
  await page.waitForLoadState('networkidle');
  const made: string[] = [];
  page.on('request', (request) => made.push(request.url()));
  return made;
}

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from a click without fetching anything: a full-height dialog named Menu over a dimmed page', async ({
    page,
  }) => {
    await page.goto(paths.about);
    const made = await requestsFromNow(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect((await sheet.boundingBox())?.height).toBeGreaterThanOrEqual(740 - 1);
    const backdrop = await sheet.evaluate(
      (element) => getComputedStyle(element, '::backdrop').backgroundColor,
    );
    expect(backdrop).toBe('rgba(0, 0, 0, 0.5)');
    await expect(sheet.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      paths.contact,
    );
    await sheet.getByRole('button', { name: 'Services' }).click();
    await expect(sheet.getByRole('link', { name: 'Bulk SMS' })).toBeVisible();
    expect(made).toEqual([]);

    const findings = await seriousAxeFindings(page, { include: '#mobile-menu' });
    expect(findings.map((violation) => violation.id)).toEqual([]);
    const strayChildren = await sheet.evaluate(
      (element) =>
        Array.from(element.querySelectorAll('ul'))
          .flatMap((list) => Array.from(list.children))
          .filter((child) => child.tagName !== 'LI').length,
    );
    expect(strayChildren).toBe(0);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard: Enter or Space opens it, Tab stays inside, the close button returns focus', async ({
    page,
  }) => {
    await page.goto(paths.career);
    await page.waitForLoadState('networkidle');
    // The skip link is the first stop, then the logo, then the menu button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.career}$`));
    // The page behind is inert: Tab cycles through the sheet (and the browser's own controls,
    // where the focus shows as on the body) and never reaches the page.
    const stops: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await sheet.evaluate((element) => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return element.contains(active) ? 'sheet' : `page: ${active.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect(stops.filter((stop) => stop.startsWith('page'))).toEqual([]);
    expect(stops.filter((stop) => stop === 'sheet').length).toBeGreaterThanOrEqual(10);
    await sheet.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('closes on a click on the dimmed page beside it, with its sections folded', async ({
    page,
  }) => {
    // Wide enough for the page to show beside the 400 px sheet, narrow enough for the phone menu.
    await page.setViewportSize({ width: 800, height: 740 });
    await page.goto(paths.about);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('button', { name: 'Products' }).click();
    await expect(sheet.getByRole('button', { name: 'Products' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.mouse.click(100, 400);
    await expect(sheet).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sheet.getByRole('button', { name: 'Products' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('a desktop dropdown', () => {
  test('opens without fetching anything and is walked with the arrow keys; Escape returns to its button', async ({
    page,
  }) => {
    await page.goto('/bulk-sms');
    const made = await requestsFromNow(page);
    const header = page.getByRole('banner');
    const services = header.getByRole('button', { name: 'Services' });
    const products = header.getByRole('button', { name: 'Products' });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'WhatsApp Business API' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const bulkSms = header.getByRole('link', { name: 'Bulk SMS' });
    await expect(bulkSms).toBeFocused();
    await expect(bulkSms).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('End');
    await expect(header.getByRole('link', { name: 'AI Solutions' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'WhatsApp Business API' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await expect(bulkSms).toBeHidden();

    // Tabbing past the last link leaves the panel closed behind it.
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await header.getByRole('link', { name: 'AI Solutions' }).focus();
    await page.keyboard.press('Tab');
    await expect(products).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(made).toEqual([]);
  });
});
