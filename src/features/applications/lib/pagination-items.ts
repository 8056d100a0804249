/** One control of the applications footer's pager. */
export type PaginationItem =
  | { kind: 'previous'; page: number; disabled: boolean }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'ellipsis'; position: 'start' | 'end' }
  | { kind: 'next'; page: number; disabled: boolean };

/** With this many pages or fewer, every page is shown. */
const SHOW_ALL_UP_TO = 5;

/**
 * The pager of the applications list (spec 9):
 * - 5 or fewer pages: all shown;
 * - near the start (page 1-3): 1 to 4, ellipsis, last;
 * - near the end (last three pages): first, ellipsis, last 4;
 * - in the middle: first, ellipsis, previous, current, next, ellipsis, last;
 * - small screens (`compact`): only Previous and Next.
 * Previous and Next frame the list and are disabled at the ends. `current` is 1-based
 * and clamped into 1..totalPages.
 */
export function paginationItems(
  current: number,
  totalPages: number,
  compact = false,
): PaginationItem[] {
  const last = Math.max(0, Math.floor(totalPages));
  const page = last === 0 ? 1 : Math.min(Math.max(1, Math.floor(current) || 1), last);
  const previous: PaginationItem = { kind: 'previous', page: page - 1, disabled: page <= 1 };
  const next: PaginationItem = { kind: 'next', page: page + 1, disabled: page >= last };
  if (compact || last === 0) return [previous, next];

  const pageItem = (n: number): PaginationItem => ({ kind: 'page', page: n, current: n === page });
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => pageItem(from + i));

  let middle: PaginationItem[];
  if (last <= SHOW_ALL_UP_TO) {
    middle = range(1, last);
  } else if (page <= 3) {
    middle = [...range(1, 4), { kind: 'ellipsis', position: 'end' }, pageItem(last)];
  } else if (page >= last - 2) {
    middle = [pageItem(1), { kind: 'ellipsis', position: 'start' }, ...range(last - 3, last)];
  } else {
    middle = [
      pageItem(1),
      { kind: 'ellipsis', position: 'start' },
      ...range(page - 1, page + 1),
      { kind: 'ellipsis', position: 'end' },
      pageItem(last),
    ];
  }
  return [previous, ...middle, next];
}
