import { expect, test, type Page } from '@playwright/test';
import { navLinks, navMenus } from '@vistaar/shared/config/navigation';
import { paths, publicPaths } from '@vistaar/shared/config/routes';
import { expectEveryIslandHydrated, islandStates, wakeEveryIsland } from './support/islands';

const pages = [...publicPaths, paths.jobApplication, paths.employeeDetails];
/** The island mounter (React and the theme) and the application form's own chunk, as the build names them. */
const ISLAND_CODE = /\/assets\/(mount-island|island-application-form)-/;

const waitForIdle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );

/** A visitor who asked to save data: no island's code is fetched, or run, before it is reached for. */
const askToSaveData = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    });
  });

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

  test('FAQ answers open and close from their questions, by pointer and keyboard', async ({
    page,
  }) => {
    await page.goto('/web-development');
    const faq = page.getByRole('region', { name: 'Website development FAQs' });
    const questions = faq.getByRole('heading', { level: 3 });
    await expect(questions).not.toHaveCount(0);
    const first = faq.locator('details').first();
    const second = faq.locator('details').nth(1);
    await expect(first).toHaveAttribute('open', '');
    await expect(second).not.toHaveAttribute('open');
    await questions.nth(1).click();
    await expect(second).toHaveAttribute('open', '');
    await expect(second.locator('summary + *')).toBeVisible();
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(second).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open', '');
    await expect(page.locator('[data-island="faq"]')).toHaveCount(0);
  });

  test('the partner logos pause from their box, by pointer and keyboard', async ({ page }) => {
    await page.goto('/');
    const partners = page.getByRole('region', { name: 'Our Honour Partners' });
    const track = partners.getByTestId('marquee-track');
    const playState = () =>
      track.evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await playState()).toBe('running');
    const pause = partners.getByRole('checkbox', { name: 'Pause logo animation' });
    await pause.click();
    await expect.poll(playState).toBe('paused');
    await pause.press('Space');
    await expect.poll(playState).toBe('running');
  });

  test('testimonials change by dot, arrow and arrow key, one shown at a time', async ({ page }) => {
    await page.goto('/webapp-development');
    const carousel = page.getByRole('group', { name: 'What our clients say' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(2);
    const shown = () =>
      slides.evaluateAll((all) =>
        all.flatMap((slide) =>
          getComputedStyle(slide).visibility === 'visible'
            ? [slide.getAttribute('aria-label')]
            : [],
        ),
      );
    // A dot is its radio's label: the radio itself is visually hidden.
    const dot = (n: number) =>
      carousel.getByRole('radio', { name: `Show testimonial ${n}` }).locator('xpath=..');
    await expect.poll(shown).toEqual([`1 of ${count}`]);
    await dot(3).click();
    await expect.poll(shown).toEqual([`3 of ${count}`]);
    // The arrows shown are the shown entry's own.
    await carousel.locator('label[title="Next testimonial"]:visible').click();
    await expect.poll(shown).toEqual([`${(3 % count) + 1} of ${count}`]);
    await dot(1).click();
    await carousel.locator('label[title="Previous testimonial"]:visible').click();
    await expect.poll(shown).toEqual([`${count} of ${count}`]);
    await carousel.getByRole('radio', { name: `Show testimonial ${count}` }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toEqual([`1 of ${count}`]);
    expect(await carousel.getByRole('group').count()).toBe(1);
  });

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

  test('a plain page runs no React, and opening a header menu fetches nothing', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/privacy-policy');
    await page.waitForLoadState('networkidle');
    // The islands runtime and the header's own small script only: no React, no theme.
    expect(scripts.filter((url) => /mount-island|SiteHeader/.test(url))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(2);
    const loadedBefore = scripts.length;
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Bulk SMS' }).first()).toBeVisible();
    // The header is plain HTML driven by the script the page already has.
    expect(scripts.length).toBe(loadedBefore);
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
    // The page's clock is stopped at the pick and moved by hand: on a loaded machine the real
    // seconds between the pick and a check are not the page's.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('features-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const first = carousel.getByRole('button', { name: 'Show slide 1' });
    const second = carousel.getByRole('button', { name: 'Show slide 2' });
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await first.click();
    await page.mouse.move(5, 5);
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-current', 'true');
    // Held for 5 s after the pick, then the next page comes on the next 3 s beat.
    await page.clock.runFor(4_500);
    await expect(first).toHaveAttribute('aria-current', 'true');
    // The hold ends; the page's own tasks (not timers) restart the beat before the clock moves on.
    await page.clock.runFor(600);
    await page.waitForTimeout(200);
    await page.clock.runFor(3_000);
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 5_000 });
  });

  test.describe('what a visitor does before an island wakes is kept', () => {
    test('with Save-Data, the application form loads its code only when reached for, and keeps what was typed', async ({
      page,
    }) => {
      await askToSaveData(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(paths.jobApplication);
      await page.waitForLoadState('networkidle');
      await waitForIdle(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((url) => ISLAND_CODE.test(url))).toEqual([]);
      const firstName = page.getByRole('textbox', { name: 'First Name' });
      await firstName.click();
      await page.keyboard.type('Meera');
      await expect
        .poll(async () => (await islandStates(page)).find((i) => i.island === 'jobApplicationForm'))
        .toEqual({ island: 'jobApplicationForm', hydrated: true });
      await expect(firstName).toHaveValue('Meera');
      await page.keyboard.type(' R');
      await expect(firstName).toHaveValue('Meera R');
    });

    test("otherwise the form's code arrives while the page is idle, the form wakes before it is reached for, and the first tap fetches nothing", async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(paths.jobApplication);
      await page.waitForLoadState('networkidle');
      await waitForIdle(page);
      await expect
        .poll(() => scripts.filter((url) => /island-application-form-/.test(url)).length)
        .toBe(1);
      // Woken once its code is in and the browser idle again, with nobody reaching for it.
      await expect
        .poll(async () => (await islandStates(page)).find((i) => i.island === 'jobApplicationForm'))
        .toEqual({ island: 'jobApplicationForm', hydrated: true });
      await page.waitForLoadState('networkidle');
      const fetchedAhead = scripts.length;
      const firstName = page.getByRole('textbox', { name: 'First Name' });
      await firstName.click();
      await page.keyboard.type('Meera');
      await expect(firstName).toHaveValue('Meera');
      expect(scripts.slice(fetchedAhead)).toEqual([]);
    });

    test('a resume dropped before the form woke arrives in the form', async ({ page }) => {
      // Saving data, the form sleeps until reached for: the drop is what wakes it.
      await askToSaveData(page);
      await page.goto(paths.jobApplication);
      await page.waitForLoadState('networkidle');
      const dropzone = page.getByTestId('resume-dropzone');
      const dataTransfer = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(
          new File(['%PDF-1.4\n%%EOF\n'], 'meera-iyer-resume.pdf', { type: 'application/pdf' }),
        );
        return transfer;
      });
      await dropzone.dispatchEvent('dragenter', { dataTransfer });
      await dropzone.dispatchEvent('dragover', { dataTransfer });
      await dropzone.dispatchEvent('drop', { dataTransfer });
      await expect(page).toHaveURL(new RegExp(`${paths.jobApplication}$`));
      await expect(page.getByText('meera-iyer-resume.pdf')).toBeVisible();
    });

    test("a press on 'Employee Verification' before its code arrived opens the dialog", async ({
      page,
    }) => {
      await page.goto(paths.career);
      await page.getByRole('button', { name: 'Employee Verification' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
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
      // The modal <dialog>'s own backdrop dims the page.
      expect(
        await sheet.evaluate((element) => getComputedStyle(element, '::backdrop').backgroundColor),
      ).not.toBe('rgba(0, 0, 0, 0)');
      await expect(sheet.getByRole('link', { name: 'Get a Free Quote' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
});
