import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until the control has the focus, as a keyboard user would reach it; fails when
 * it is never reached, which is the finding (a control the keyboard cannot get to).
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
