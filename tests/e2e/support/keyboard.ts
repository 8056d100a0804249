import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Picks a board card up with Space and waits until its arrows will be heard: the drag
 * library starts listening for them in a timer it sets at the pick-up, and Chromium handles
 * a key sent at once before that timer (input goes first), so a quick arrow was lost and the
 * card never moved. A timer set after the library's runs after it.
 */
export async function pickUpWithKeyboard(page: Page, card: Locator, announced: string) {
  await card.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(announced, { exact: true })).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Drops a card dragged with the mouse and waits until the page takes clicks again: for 50 ms
 * after a drag the drag library swallows every click on the page (so the drop is not also a
 * click), and a test that pressed the confirm dialog's button at once was ignored. A timer of
 * the same length set after the library's runs after it.
 */
export async function dropAndSettle(page: Page) {
  await page.mouse.up();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
