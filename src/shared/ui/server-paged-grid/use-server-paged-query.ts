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

export interface ServerPagedQueryOptions extends GridUrlStateOptions {
  /** The grid has a search box (`grid.search`): its settled term goes to the server as `search`. */
  searchable?: boolean;
}

/**
 * A staff grid's paging in the URL (`useGridUrlState`) wired to its list endpoint: asks for
 * `args` plus the page and its size (`limit`), and the search when the grid has one; moves a
 * page past the end back to the last one (`useLastPageCorrection`), and returns the query's
 * answer with the props `ServerPagedGrid` takes (loading while a search settles, too).
 */
export function useServerPagedQuery<Args extends object, Answer extends PagedAnswer>(
  // `search` is typed as always there so that an endpoint which requires it fits; it is sent
  // only with `searchable`, and endpoints without a search never read it.
  useQuery: (args: Args & { page: number; limit: number; search: string }) => Answer,
  args: Args,
  { searchable = false, ...options }: ServerPagedQueryOptions,
) {
  const grid = useGridUrlState(options);
  const answer = useQuery({
    ...args,
    page: grid.query.page,
    limit: grid.query.pageSize,
    ...((searchable ? { search: grid.query.search } : {}) as { search: string }),
  });
  const pastEnd = useLastPageCorrection(grid, {
    total: answer.data?.total,
    isFetching: answer.isFetching,
  });
  return {
    grid,
    answer,
    gridProps: {
      page: answer.data as Answer['data'],
      fetching: answer.isFetching || grid.pending,
      pastEnd,
      grid,
      pageSizes: options.pageSizes,
    },
  };
}
