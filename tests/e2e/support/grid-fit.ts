import type { Locator } from '@playwright/test';

/**
 * How many of a DataGrid's columns there are (aria-colcount) and how many of their headers end
 * inside the grid's right edge: equal when every shown column fits without scrolling sideways.
 */
export function columnsInside(grid: Locator): Promise<{ columns: number; inside: number }> {
  return grid.evaluate((element) => {
    const root = element.closest('.MuiDataGrid-root') ?? element;
    const right = root.getBoundingClientRect().right;
    const counted = root.matches('[aria-colcount]') ? root : root.querySelector('[aria-colcount]');
    const headers = [...root.querySelectorAll('[role="columnheader"]')];
    return {
      columns: Number(counted?.getAttribute('aria-colcount') ?? NaN),
      inside: headers.filter((header) => header.getBoundingClientRect().right <= right + 1).length,
    };
  });
}
