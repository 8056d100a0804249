import { expect, test, type APIRequestContext } from '@playwright/test';
import { marketingPaths, paths, publicPaths, type LegalPath } from '@vistaar/shared/config/routes';
import { expectEveryIslandHydrated, wakeEveryIsland } from './support/islands';
import { seriousAxeFindings, WCAG_AA_TAGS } from './support/axe';

const checkedLinks = new Map<string, number>();

async function statusOf(request: APIRequestContext, path: string) {
  if (!checkedLinks.has(path)) checkedLinks.set(path, (await request.get(path)).status());
  return checkedLinks.get(path);
}

test.describe('every public page', () => {
  for (const path of publicPaths) {
    test(`${path} is complete, accessible and links only to real pages`, async ({
      page,
      request,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');

      const words = (await page.locator('main').innerText())
        .split(/\s+/)
        .filter((word) => /\w/.test(word));
      expect(words.length).toBeGreaterThanOrEqual(250);
      if ((marketingPaths as readonly string[]).includes(path)) {
        expect(words.length, 'words of copy on a product or service page').toBeGreaterThanOrEqual(
          300,
        );
      }

      const title = await page.title();
      expect(title).toContain('Vistaar Infotech');
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '' : path}$`),
      );

      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      for (const href of new Set(hrefs)) {
        if (href.startsWith('#')) {
          await expect(page.locator(`[id="${href.slice(1)}"]`), `anchor ${href}`).toHaveCount(1);
        } else if (href.startsWith('/')) {
          const target = href.split('#')[0].split('?')[0];
          expect({ href, status: await statusOf(request, target) }).toEqual({ href, status: 200 });
        }
      }

      const findings = await seriousAxeFindings(page, { tags: WCAG_AA_TAGS });
      const serious = findings.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(serious).toEqual([]);

      // Every island wakes without an error or a hydration warning.
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) problems.push(message.text());
      });
      await wakeEveryIsland(page);
      await expectEveryIslandHydrated(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open menu, with a section expanded, has no serious axe findings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Services' }).click();
    await expect(sheet.getByRole('link', { name: 'Bulk SMS' })).toBeVisible();
    // Every rule, best practices too: a dialog without a name is one of them.
    const findings = await seriousAxeFindings(page, { include: '#mobile-menu' });
    expect(findings.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('the letter-check page', () => {
  for (const key of ['Enter', 'Space']) {
    test(`${key} on 'Upload the letter PDF' opens the file picker`, async ({ page }) => {
      await page.goto(paths.verifyCheck);
      await wakeEveryIsland(page);
      await expectEveryIslandHydrated(page);
      // Listening first: the browser hands the picker to the test only once it is listening.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload the letter PDF' }).focus();
      await page.keyboard.press(key);
      expect((await chooser).isMultiple()).toBe(false);
    });
  }
});

test.describe('counts the spec gives', () => {
  test('the legal pages have their sections', async ({ page }) => {
    const expected: Record<LegalPath, number> = {
      '/cookie-policy': 10,
      '/disclaimer': 7,
      '/privacy-policy': 6,
      '/security-policy': 10,
      '/term-condition': 6,
    };
    for (const [path, count] of Object.entries(expected)) {
      await page.goto(path);
      await expect(page.locator('main h2')).toHaveCount(count);
    }
    await page.goto('/term-condition');
    await expect(page.locator('main h2')).toHaveText([
      'Privacy Policy',
      'Personal Data We Collect',
      'Information via the attendance app',
      'Security Measures',
      'No Third-Party Sharing',
      'Changes to This Policy',
    ]);
    await expect(
      page.locator('main').getByRole('link', { name: 'Contact Us' }).first(),
    ).toHaveAttribute('href', '/contact');
    await page.goto('/security-policy');
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  });

  test('the AI solutions page lists 11 tools', async ({ page }) => {
    await page.goto('/ai-solutions');
    await expect(page.locator('#ai-tools').getByRole('link', { name: /Learn more/ })).toHaveCount(
      11,
    );
  });

  test('the home page shows 20 partner logos under Our Honour Partners', async ({ page }) => {
    await page.goto('/');
    const partners = page.locator('section', {
      has: page.getByRole('heading', { name: 'Our Honour Partners' }),
    });
    await expect(
      partners.locator('[role="img"]:not([aria-hidden="true"] *), img:not([aria-hidden="true"] *)'),
    ).toHaveCount(20);
  });

  test('the sitemap lists every public page and robots.txt keeps staff pages out', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of publicPaths) expect(sitemap).toContain(`${path === '/' ? '' : path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/login', '/applied-job', '/post-job', '/jobs-list', '/employee-list']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
  });
});
