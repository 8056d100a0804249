import { expect, type Page } from '@playwright/test';

/** Reaches for the header and scrolls through the page, so every island wakes. */
export async function wakeEveryIsland(page: Page) {
  await page.getByRole('banner').hover();
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(40);
  }
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Each island on the page, and whether its code has run: React has hydrated it, or (a
 * behaviour island, which never loads React) its behaviour has started.
 */
export function islandStates(page: Page) {
  return page.locator('[data-island]').evaluateAll((containers) =>
    containers.map((container) => ({
      island: container.getAttribute('data-island'),
      hydrated: container.hasAttribute('data-island-awake'),
    })),
  );
}

/**
 * Waits until every island's code has run: an island's code may still be arriving when the
 * page goes quiet on a busy machine, so this polls instead of reading the state once.
 */
export async function expectEveryIslandHydrated(page: Page) {
  await expect
    .poll(async () => (await islandStates(page)).filter((island) => !island.hydrated), {
      timeout: 15_000,
    })
    .toEqual([]);
}
