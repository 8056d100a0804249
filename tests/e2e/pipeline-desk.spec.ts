import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decodeQuotedPrintable, E2E_STAFF, mailsTo, STAFF_STATE } from './support/staff';
import { seriousAxeFindings, WCAG_AA_TAGS } from './support/axe';
import { dropAndSettle, pickUpWithKeyboard, tabTo } from './support/keyboard';

/** Demo content no other browser test moves: each job's one application, and one more. */
const BOARD_JOB = 'Senior Full Stack Developer (React and Node.js)';
const ON_BOARD = 'Priya Raghavan';
const KEYBOARD_JOB = 'UI/UX Designer';
const BY_KEYBOARD = 'Sana Qureshi';
const REJECTED_IN_LIST = 'Rohan Kulkarni';

/**
 * axe's serious findings, once the page's transitions have ended: a dialog still fading in
 * has text at part opacity, which axe reads as too little contrast.
 */
async function seriousAxeFindingIds(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const findings = await seriousAxeFindings(page, { tags: WCAG_AA_TAGS });
  return findings.map(
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

  test('a recruiter takes one candidate from New to Hired with the mouse and another with the keyboard, with the stages\u2019 e-mails, bulk-rejects a third with the rejection e-mail, filters by stage and exports', async ({
    page,
  }) => {
    // A long walk with five accessibility scans; on a busy two-core machine it takes minutes.
    test.setTimeout(240_000);
    await page.goto('/applied-job');
    await page.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: BOARD_JOB }).click();
    await page.getByRole('button', { name: 'Board' }).click();
    await expect(page).toHaveURL(/view=board/);
    const board = page.getByRole('group', { name: `Board of ${BOARD_JOB}` });
    await expect(card(column(page, 'New'), ON_BOARD)).toBeVisible();
    expect(await seriousAxeFindingIds(page)).toEqual([]);

    /** Drags a card with the mouse onto a column (a proposal may open at once, hiding the board). */
    async function drag(name: string, stage: string) {
      const from = (await card(board, name).boundingBox())!;
      const to = (await column(page, stage).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
      await dropAndSettle(page);
    }

    // With the mouse: New -> Screening proposes the screening e-mail, filled in for Priya.
    await drag(ON_BOARD, 'Screening');
    const screening = page.getByRole('dialog', { name: `E-mail ${ON_BOARD}` });
    await expect(screening.getByLabel('Subject')).toHaveValue(
      `Your application for ${BOARD_JOB}: next step`,
    );
    await expect(screening.getByLabel('E-mail text')).toHaveValue(/^Dear Priya,/);
    expect(await seriousAxeFindingIds(page)).toEqual([]);
    await screening.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(screening).toBeHidden();
    await expect(card(column(page, 'Screening'), ON_BOARD)).toBeVisible();

    // Screening -> Offer: edited before it goes. Offer -> Hired proposes nothing.
    await drag(ON_BOARD, 'Offer');
    const offer = page.getByRole('dialog', { name: `E-mail ${ON_BOARD}` });
    await expect(offer.getByLabel('E-mail text')).toHaveValue(/^Dear Priya,/);
    await offer.getByLabel('E-mail text').press('ControlOrMeta+End');
    await offer
      .getByLabel('E-mail text')
      .pressSequentially('\n\nPS: joining on a Monday suits us.');
    await offer.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(offer).toBeHidden();
    await expect(card(column(page, 'Offer'), ON_BOARD)).toBeVisible();
    await drag(ON_BOARD, 'Hired');
    // Hired is final: the move waits for a yes.
    const hire = page.getByRole('dialog', { name: `Move ${ON_BOARD} to Hired?` });
    await hire.getByRole('button', { name: 'Move to Hired' }).click();
    // The employee record is offered next; it can wait for HR's list.
    await page
      .getByRole('dialog', { name: `${ON_BOARD} is hired` })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(card(column(page, 'Hired'), ON_BOARD)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(card(column(page, 'Hired'), ON_BOARD)).toBeVisible();

    // Both e-mails reached Priya, the edit with them.
    let priyaMails: string[] = [];
    await expect
      .poll(async () => {
        priyaMails = (await mailsTo('priya.raghavan@example.com')).map((mail) =>
          decodeQuotedPrintable(mail.raw),
        );
        return priyaMails.length;
      })
      .toBe(2);
    expect(priyaMails[0]).toContain('Dear Priya,');
    expect(priyaMails[1]).toContain('PS: joining on a Monday suits us.');

    // The application's page shows the moves and the e-mails, newest first.
    await column(page, 'Hired')
      .getByRole('link', { name: `Open the page of ${ON_BOARD}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ON_BOARD);
    const history = page.getByRole('list', { name: 'History, newest first' });
    await expect(history.getByRole('listitem')).toHaveCount(5);
    await expect(history.getByRole('listitem').first()).toContainText('Moved from Offer to Hired');
    await expect(history.getByRole('listitem').nth(1)).toContainText(
      'E-mail sent to the candidate',
    );
    await expect(history.getByRole('listitem').nth(1)).toContainText(
      /Subject: An offer from .+ for Senior Full Stack Developer/,
    );
    await expect(history.getByRole('listitem').last()).toContainText('Moved from New to Screening');
    expect(await seriousAxeFindingIds(page)).toEqual([]);

    // With the keyboard alone, another job's candidate: New -> Screening (the e-mail sent by
    // keys), then Screening -> Hired, each step announced in plain words.
    await page.getByRole('link', { name: 'Back to applications' }).click();
    await page.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: KEYBOARD_JOB }).click();
    await page.getByRole('button', { name: 'Board' }).click();
    const keyboardBoard = page.getByRole('group', { name: `Board of ${KEYBOARD_JOB}` });
    await expect(card(column(page, 'New'), BY_KEYBOARD)).toBeVisible();
    const announced = (text: string) =>
      expect(page.getByText(text, { exact: true })).toBeAttached();
    await pickUpWithKeyboard(page, card(keyboardBoard, BY_KEYBOARD), `${BY_KEYBOARD} is over New.`);
    await page.keyboard.press('ArrowRight');
    await announced(`${BY_KEYBOARD} is over Screening.`);
    await page.keyboard.press('Space');
    await expect(page.getByText(`${BY_KEYBOARD} was moved from New to Screening.`)).toBeAttached();
    const proposal = page.getByRole('dialog', { name: `E-mail ${BY_KEYBOARD}` });
    await expect(proposal.getByLabel('E-mail text')).toHaveValue(/^Dear Sana,/);
    await tabTo(page, proposal.getByRole('button', { name: 'Send e-mail' }));
    await page.keyboard.press('Enter');
    await expect(proposal).toBeHidden();
    await expect(card(column(page, 'Screening'), BY_KEYBOARD)).toBeVisible();

    await pickUpWithKeyboard(
      page,
      card(keyboardBoard, BY_KEYBOARD),
      `${BY_KEYBOARD} is over Screening.`,
    );
    for (const stage of ['Interview', 'Offer', 'Hired']) {
      await page.keyboard.press('ArrowRight');
      await announced(`${BY_KEYBOARD} is over ${stage}.`);
    }
    await page.keyboard.press('Space');
    const hireByKeys = page.getByRole('dialog', { name: `Move ${BY_KEYBOARD} to Hired?` });
    await tabTo(page, hireByKeys.getByRole('button', { name: 'Move to Hired' }));
    await page.keyboard.press('Enter');
    // The employee record is offered next; it can wait for HR's list.
    await page
      .getByRole('dialog', { name: `${BY_KEYBOARD} is hired` })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(card(column(page, 'Hired'), BY_KEYBOARD)).toBeVisible();
    await expect(
      page.getByText(`${BY_KEYBOARD} was moved from Screening to Hired.`),
    ).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(async () =>
        (await mailsTo('sana.qureshi@example.com')).map((mail) => decodeQuotedPrintable(mail.raw)),
      )
      .toEqual([expect.stringContaining('Dear Sana,')]);

    // In the list: reject another with a reason and the rejection e-mail.
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    // Other browser tests add applications to the same server: find the candidate by name,
    // as a recruiter would, rather than expecting them on the first page.
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(REJECTED_IN_LIST);
    const row = page.getByRole('row').filter({ hasText: REJECTED_IN_LIST });
    await row.getByRole('checkbox').check();
    await page
      .getByRole('region', { name: 'Selected applications' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const reject = page.getByRole('dialog', { name: 'Reject 1 application' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Choose a reason for the rejection')).toBeVisible();
    await reject.getByRole('combobox', { name: /Reason for the rejection/ }).click();
    await page.getByRole('option', { name: 'Not enough experience' }).click();
    await reject.getByRole('button', { name: 'Reject' }).click();
    const rejection = page.getByRole('dialog', { name: 'E-mail 1 candidate' });
    await expect(rejection).toContainText(`Recipients (1): ${REJECTED_IN_LIST}`);
    await expect(
      rejection.getByRole('region', { name: `Preview for ${REJECTED_IN_LIST}` }),
    ).toContainText('Dear Rohan,');
    expect(await seriousAxeFindingIds(page)).toEqual([]);
    await rejection.getByRole('button', { name: 'Send to 1 candidate' }).click();
    await expect(rejection).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: '1 application moved. E-mail sent to 1 candidate.' }),
    ).toBeFocused();
    let rohanMail = '';
    await expect
      .poll(async () => {
        const mail = (await mailsTo('rohan.kulkarni@example.com')).at(-1);
        rohanMail = mail ? decodeQuotedPrintable(mail.raw) : '';
        return rohanMail;
      })
      .toContain('Dear Rohan,');
    expect(rohanMail).toMatch(/Subject: Your application for /);
    expect(rohanMail).toContain('not to take your application further');

    // Filter by stage; a reload keeps it; the export holds exactly what is listed.
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await expect(page).toHaveURL(/[?&]stage=6/);
    const grid = page.getByRole('grid', { name: 'Job applications' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(page).toHaveURL(/[?&]stage=6/);
    await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveText('Rejected');
    await expect(grid.getByRole('link', { name: REJECTED_IN_LIST })).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(2);
    expect(await seriousAxeFindingIds(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Application id,Applied \(UTC\),Full name,E-mail,/);
    expect(lines[1]).toContain(REJECTED_IN_LIST);
    expect(lines[1]).toContain('rohan.kulkarni@example.com');
    expect(lines[1]).toContain(',Rejected,');

    // Rohan's own page records the e-mail after the rejection.
    await grid.getByRole('link', { name: REJECTED_IN_LIST }).click();
    const rohanHistory = page.getByRole('list', { name: 'History, newest first' });
    await expect(rohanHistory.getByRole('listitem').first()).toContainText(
      'E-mail sent to the candidate',
    );
    await expect(rohanHistory.getByRole('listitem').nth(1)).toContainText(
      'Reason: Not enough experience',
    );
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
    // The filters wait behind one button, so they do not push the first card off the screen.
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await filtersButton.click();
    const filters = page.getByRole('group', { name: 'Filters' });
    await expect(filters.getByRole('combobox', { name: 'Stage' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await seriousAxeFindingIds(page)).toEqual([]);
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
  // The expired session's page is remembered for after the sign-in.
  await expect(page).toHaveURL(/\/login\?next=%2Fapplied-job$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user_cred'))).toBeNull();
  await context.close();
});
