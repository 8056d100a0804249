import { expect, test } from '@playwright/test';
import { paths } from '@vistaar/shared/config';
import { columnsInside } from './support/grid-fit';
import { STAFF_STATE } from './support/staff';

/** The staff tables, each with the column whose actions must stay in reach (if it has one). */
const TABLES: { name: string; path: string; actions?: string }[] = [
  { name: 'jobs', path: paths.jobsList, actions: 'Actions' },
  { name: 'employees', path: paths.employeeList, actions: 'Actions' },
  { name: 'team', path: paths.team, actions: 'Actions' },
  { name: 'audit', path: paths.auditTrail },
  { name: 'privacy-requests', path: paths.privacyRequests, actions: 'Open' },
];

test.describe('every staff table fits the window', () => {
  test.use({ storageState: STAFF_STATE });

  for (const table of TABLES) {
    test(`${table.name}: every column at 1440 px, the actions in reach at 375 px`, async ({
      page,
    }) => {
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 1440 ? 900 : 812 });
        await page.goto(table.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const grid = page.locator('.MuiDataGrid-root').first();
        const cards = page
          .getByRole('list')
          .filter({ has: page.getByRole('listitem') })
          .last();
        // A phone may show cards instead of the table: their first card's buttons are the actions.
        await expect(grid.or(cards).first()).toBeVisible();
        await page.screenshot({ path: `/tmp/desk-table-${table.name}-${width}.png` });
        if (!(await grid.isVisible())) {
          const button = cards.getByRole('listitem').first().getByRole('button').last();
          const box = (await button.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          continue;
        }
        if (width === 1440) {
          const fit = await columnsInside(grid);
          expect(fit.inside).toBe(fit.columns);
        }
        if (table.actions) {
          // In reach across: what stands above the table (hires waiting for their employee
          // record) may put it below the fold, which a scroll down answers.
          await grid.evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await expect(grid.getByRole('columnheader', { name: table.actions })).toBeInViewport({
            ratio: 0.9,
          });
        }
      }
    });
  }
});
