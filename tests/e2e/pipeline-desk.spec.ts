import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_STAFF, STAFF_STATE } from './support/staff';

/** Demo content: the one application for this job, and one for another job. */
const BOARD_JOB = 'Senior Full Stack Developer (React and Node.js)';
const ON_BOARD = 'Priya Raghavan';
const REJECTED_IN_LIST = 'Rohan Kulkarni';

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: stage, exact: true });
const card = (place: Page | Locator, name: string) =>
  place.getByRole('button', { name: new RegExp(`^${name} `) });

test.describe('the recruiting pipeline on the desk', () => {
  test.use({ storageState: STAFF_STATE });

  test('a recruiter moves a candidate across the board by mouse and by keyboard, rejects with a reason, and filters by stage', async ({
    page,
  }) => {
    await page.goto('/applied-job');
    await page.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: BOARD_JOB }).click();
    await page.getByRole('button', { name: 'Board' }).click();
    await expect(page).toHaveURL(/view=board/);
    const board = page.getByRole('group', { name: `Board of ${BOARD_JOB}` });
    await expect(card(column(page, 'New'), ON_BOARD)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // With the mouse: New -> Screening.
    const handle = card(board, ON_BOARD);
    const from = (await handle.boundingBox())!;
    const to = (await column(page, 'Screening').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await expect(card(column(page, 'Screening'), ON_BOARD)).toBeVisible();
    await page.reload();
    await expect(card(column(page, 'Screening'), ON_BOARD)).toBeVisible();

    // With the keyboard alone: Screening -> Interview, each step announced in plain words.
    const announced = (text: string) =>
      expect(page.getByText(text, { exact: true })).toBeAttached();
    await card(board, ON_BOARD).focus();
    await page.keyboard.press('Space');
    await announced(`${ON_BOARD} is over Screening.`);
    await page.keyboard.press('ArrowRight');
    await announced(`${ON_BOARD} is over Interview.`);
    await page.keyboard.press('Space');
    await expect(card(column(page, 'Interview'), ON_BOARD)).toBeVisible();
    await expect(
      page.getByText(`${ON_BOARD} was moved from Screening to Interview.`),
    ).toBeAttached();

    // Dropping on Rejected asks for the reason first.
    await card(board, ON_BOARD).focus();
    await page.keyboard.press('Space');
    await announced(`${ON_BOARD} is over Interview.`);
    for (const stage of ['Offer', 'Hired', 'Rejected']) {
      await page.keyboard.press('ArrowRight');
      await announced(`${ON_BOARD} is over ${stage}.`);
    }
    await page.keyboard.press('Space');
    await announced(`${ON_BOARD} was dropped on Rejected. Choose a reason to reject.`);
    const dialog = page.getByRole('dialog', { name: `Reject ${ON_BOARD}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Choose a reason for the rejection')).toBeVisible();
    await dialog.getByRole('combobox', { name: /Reason for the rejection/ }).click();
    await page.getByRole('option', { name: 'Position filled' }).click();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(column(page, 'Rejected'), ON_BOARD)).toBeVisible();

    // The application's page shows the whole history, newest first.
    await column(page, 'Rejected')
      .getByRole('link', { name: `Open the page of ${ON_BOARD}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ON_BOARD);
    const history = page.getByRole('list', { name: 'History, newest first' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText(
      'Moved from Interview to Rejected',
    );
    await expect(history.getByRole('listitem').first()).toContainText('Reason: Position filled');
    await expect(history.getByRole('listitem').last()).toContainText('Moved from New to Screening');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // In the list: reject another with a reason, then filter by stage; a reload keeps it.
    await page.getByRole('link', { name: 'Back to applications' }).click();
    const row = page.getByRole('row').filter({ hasText: REJECTED_IN_LIST });
    await row.getByRole('checkbox').check();
    await page
      .getByRole('region', { name: 'Selected applications' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const reject = page.getByRole('dialog', { name: 'Reject 1 application' });
    await reject.getByRole('combobox', { name: /Reason for the rejection/ }).click();
    await page.getByRole('option', { name: 'Not enough experience' }).click();
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 application moved' })).toBeFocused();

    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await expect(page).toHaveURL(/[?&]stage=6/);
    const grid = page.getByRole('grid', { name: 'Job applications' });
    await expect(grid.getByRole('row')).toHaveCount(3);
    await page.reload();
    await expect(page).toHaveURL(/[?&]stage=6/);
    await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveText('Rejected');
    await expect(grid.getByRole('link', { name: ON_BOARD })).toBeVisible();
    await expect(grid.getByRole('link', { name: REJECTED_IN_LIST })).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('on a 375 px phone the applications are cards with their stage and actions in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/applied-job');
    const cards = page.getByRole('list', { name: 'Job applications' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    for (const control of [
      first.getByRole('checkbox', { name: `Select ${name}` }),
      first.getByRole('button', { name: `View ${name}` }),
      first.getByRole('button', { name: `Resume of ${name}` }),
      first.getByRole('button', { name: `Open the page of ${name}` }),
    ]) {
      await expect(control).toBeInViewport();
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('signing out lands on /login; an expired session does too, and says why', async ({
  browser,
}) => {
  // A session of its own: signing out revokes it, and the shared one must stay valid.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/applied-job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeFocused();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired')).toHaveCount(0);

  // A token the server no longer knows: the next call ends the session.
  await page.evaluate(() =>
    window.localStorage.setItem('user_cred', JSON.stringify({ token: 'revoked-long-ago' })),
  );
  await page.goto('/applied-job');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user_cred'))).toBeNull();
  await context.close();
});
