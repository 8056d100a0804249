import {
  useGridUrlState,
  useLastPageCorrection,
  type GridUrlStateOptions,
} from '@/shared/lib/grid-url-state';

/** What a paged list endpoint answers: one page of rows and how many there are in all. */
interface PagedAnswer {
  data?: { items: readonly unknown[]; total: number };
  error?: unknown;
  isFetching: boolean;
}

/**
 * A staff grid's paging in the URL (`useGridUrlState`) wired to its list endpoint: asks for
 * `args` plus the page and its size (`limit`), moves a page past the end back to the last
 * one (`useLastPageCorrection`), and returns the query's answer with the props
 * `ServerPagedGrid` takes.
 */
export function useServerPagedQuery<Args extends object, Answer extends PagedAnswer>(
  useQuery: (args: Args & { page: number; limit: number }) => Answer,
  args: Args,
  options: GridUrlStateOptions,
) {
  const grid = useGridUrlState(options);
  const answer = useQuery({ ...args, page: grid.query.page, limit: grid.query.pageSize });
  const pastEnd = useLastPageCorrection(grid, {
    total: answer.data?.total,
    isFetching: answer.isFetching,
  });
  return {
    grid,
    answer,
    gridProps: {
      page: answer.data as Answer['data'],
      fetching: answer.isFetching,
      pastEnd,
      grid,
      pageSizes: options.pageSizes,
    },
  };
}
