import { expect, test, type Page } from '@playwright/test';

const VIDEO_REQUEST = /\.mp4(\?|$)/;

/** Every media file the page asks for, in order. */
function recordVideoRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_REQUEST.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/**
 * Holds the page's idle callbacks until the test lets them run, so "before the page is idle"
 * is a moment the test controls rather than a guess at how long the browser stays busy.
 */
async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, { heldIdleCallbacks: held });
    window.requestIdleCallback = (callback) => held.push(callback);
  });
}

const releaseIdleCallbacks = (page: Page) =>
  page.evaluate(() => {
    const held = (window as unknown as { heldIdleCallbacks: IdleRequestCallback[] })
      .heldIdleCallbacks;
    held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  });

/** Waits until everything the page scheduled for its idle time has run. */
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 5_000 }),
      ),
  );

test.describe('the home hero video on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('is requested only once the page is idle', async ({ page }) => {
    await holdIdleCallbacks(page);
    const requested = recordVideoRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('video[data-background-video]')).toBeHidden();
    // Loaded and painted, with nothing idle yet: the poster alone.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(requested).toEqual([]);
    const videoRequest = page.waitForRequest(VIDEO_REQUEST);
    await releaseIdleCallbacks(page);
    await videoRequest;
    expect(requested).toHaveLength(1);
    await expect(page.getByRole('button', { name: /background video/ })).toBeVisible();
  });

  test('is never requested with reduced motion: the poster stays, with no control', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requested = recordVideoRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    await afterIdle(page);
    expect(requested).toEqual([]);
    await expect(page.locator('video[data-background-video]')).not.toHaveAttribute('src');
    await expect(page.getByRole('button', { name: /background video/ })).toBeHidden();
    await expect(page.locator('section img[fetchpriority="high"]').first()).toBeVisible();
  });

  test('is never requested when the visitor saves data', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const requested = recordVideoRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    await afterIdle(page);
    expect(requested).toEqual([]);
    await expect(page.getByRole('button', { name: /background video/ })).toBeHidden();
  });
});

test('the hero video and poster have content-hashed names and are kept for a year', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('/media/');
  const poster = await page
    .locator('section img[fetchpriority="high"]')
    .first()
    .getAttribute('src');
  const video = await page.locator('video[data-background-video]').getAttribute('data-src');
  for (const url of [poster, video]) {
    expect(url).toMatch(/^\/assets\/hero-loop(-poster)?-[\w-]{8}\.(jpg|mp4)$/);
    const file = await request.get(url!);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  expect((await request.get('/media/hero-loop.mp4')).status()).toBe(404);
});
