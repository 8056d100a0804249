import { paginationItems, type PaginationItem } from './pagination-items';

/**
 * Reads a pager as text: 'Prev' / 'Next' (with '-' when disabled), page numbers,
 * the current page in brackets, '...' for an ellipsis. E.g. 'Prev 1 ... 4 [5] 6 ... 10 Next'.
 */
function text(items: PaginationItem[]): string {
  return items
    .map((item) => {
      switch (item.kind) {
        case 'previous':
          return item.disabled ? '-Prev' : 'Prev';
        case 'next':
          return item.disabled ? '-Next' : 'Next';
        case 'ellipsis':
          return '...';
        case 'page':
          return item.current ? `[${item.page}]` : String(item.page);
      }
    })
    .join(' ');
}

const pagerText = (current: number, total: number, compact = false) =>
  text(paginationItems(current, total, compact));

/** The rule of spec section 9, written out as the expected middle part. */
function expectedPages(current: number, total: number): string {
  const show = (n: number) => (n === current ? `[${n}]` : String(n));
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => show(from + i)).join(' ');
  if (total <= 5) return pages(1, total);
  if (current <= 3) return `${pages(1, 4)} ... ${show(total)}`;
  if (current >= total - 2) return `${show(1)} ... ${pages(total - 3, total)}`;
  return `${show(1)} ... ${pages(current - 1, current + 1)} ... ${show(total)}`;
}

const cases = Array.from({ length: 20 }, (_, i) => i + 1).flatMap((total) =>
  Array.from({ length: total }, (_, i) => [i + 1, total] as const),
);

describe('paginationItems', () => {
  describe('written-out pagers', () => {
    it.each([
      [1, 1, '-Prev [1] -Next'],
      [1, 2, '-Prev [1] 2 Next'],
      [2, 2, 'Prev 1 [2] -Next'],
      [3, 5, 'Prev 1 2 [3] 4 5 Next'],
      [5, 5, 'Prev 1 2 3 4 [5] -Next'],
      [1, 6, '-Prev [1] 2 3 4 ... 6 Next'],
      [3, 6, 'Prev 1 2 [3] 4 ... 6 Next'],
      [4, 6, 'Prev 1 ... 3 [4] 5 6 Next'],
      [6, 6, 'Prev 1 ... 3 4 5 [6] -Next'],
      [3, 7, 'Prev 1 2 [3] 4 ... 7 Next'],
      [4, 7, 'Prev 1 ... 3 [4] 5 ... 7 Next'],
      [5, 7, 'Prev 1 ... 4 [5] 6 7 Next'],
      [1, 10, '-Prev [1] 2 3 4 ... 10 Next'],
      [2, 10, 'Prev 1 [2] 3 4 ... 10 Next'],
      [3, 10, 'Prev 1 2 [3] 4 ... 10 Next'],
      [4, 10, 'Prev 1 ... 3 [4] 5 ... 10 Next'],
      [5, 10, 'Prev 1 ... 4 [5] 6 ... 10 Next'],
      [7, 10, 'Prev 1 ... 6 [7] 8 ... 10 Next'],
      [8, 10, 'Prev 1 ... 7 [8] 9 10 Next'],
      [9, 10, 'Prev 1 ... 7 8 [9] 10 Next'],
      [10, 10, 'Prev 1 ... 7 8 9 [10] -Next'],
      [11, 20, 'Prev 1 ... 10 [11] 12 ... 20 Next'],
      [18, 20, 'Prev 1 ... 17 [18] 19 20 Next'],
    ])('page %i of %i reads %p', (current, total, expected) => {
      expect(pagerText(current, total)).toBe(expected);
    });
  });

  describe.each(cases)('page %i of %i', (current, total) => {
    const items = paginationItems(current, total);

    it('follows the spec rule between Previous and Next', () => {
      const prev = current === 1 ? '-Prev' : 'Prev';
      const next = current === total ? '-Next' : 'Next';
      expect(text(items)).toBe(`${prev} ${expectedPages(current, total)} ${next}`);
    });

    it('marks exactly the current page and points Previous/Next at its neighbours', () => {
      const current_ = items.filter((item) => item.kind === 'page' && item.current);
      expect(current_).toEqual([{ kind: 'page', page: current, current: true }]);
      expect(items[0]).toEqual({ kind: 'previous', page: current - 1, disabled: current === 1 });
      expect(items[items.length - 1]).toEqual({
        kind: 'next',
        page: current + 1,
        disabled: current === total,
      });
    });

    it('always offers the first and the last page, in ascending order, without repeats', () => {
      const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
      expect(pages[0]).toBe(1);
      expect(pages[pages.length - 1]).toBe(total);
      expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      expect(new Set(pages).size).toBe(pages.length);
      expect(pages.length).toBeLessThanOrEqual(Math.min(total, 5));
    });

    it('uses an ellipsis only where pages are skipped', () => {
      items.forEach((item, index) => {
        if (item.kind !== 'ellipsis') return;
        const before = items[index - 1];
        const after = items[index + 1];
        expect(before.kind).toBe('page');
        expect(after.kind).toBe('page');
        if (before.kind === 'page' && after.kind === 'page') {
          expect(after.page - before.page).toBeGreaterThan(1);
        }
      });
      if (total <= 5) expect(items.some((item) => item.kind === 'ellipsis')).toBe(false);
    });

    it('shows only Previous and Next on small screens', () => {
      expect(paginationItems(current, total, true)).toEqual([
        { kind: 'previous', page: current - 1, disabled: current === 1 },
        { kind: 'next', page: current + 1, disabled: current === total },
      ]);
    });
  });

  describe('out-of-range input', () => {
    it('clamps the current page into 1..totalPages', () => {
      expect(pagerText(0, 3)).toBe('-Prev [1] 2 3 Next');
      expect(pagerText(-4, 3)).toBe('-Prev [1] 2 3 Next');
      expect(pagerText(9, 3)).toBe('Prev 1 2 [3] -Next');
      expect(pagerText(Number.NaN, 8)).toBe('-Prev [1] 2 3 4 ... 8 Next');
    });

    it('gives disabled Previous and Next alone when there are no pages', () => {
      expect(pagerText(1, 0)).toBe('-Prev -Next');
      expect(pagerText(1, 0, true)).toBe('-Prev -Next');
    });
  });
});
