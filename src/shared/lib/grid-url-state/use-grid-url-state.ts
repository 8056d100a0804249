import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@vistaar/shared/config';
import { useDebouncedValue } from './use-debounced-value';

/** A staff grid's place: 1-based page, page size and search term. */
export interface GridQuery {
  page: number;
  pageSize: number;
  search: string;
}

export interface GridUrlStateOptions {
  /** The page sizes the grid offers. */
  pageSizes: readonly number[];
  /** The size without `?pageSize=`; the first of `pageSizes` unless given. */
  defaultPageSize?: number;
  /** Paging waits out the debounce too, as on the applications desk (spec 7); else only the search does. */
  debouncePaging?: boolean;
}

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

const keyOf = ({ page, pageSize, search }: GridQuery) => JSON.stringify([page, pageSize, search]);

/**
 * The page, page size and search a link asks a staff grid for, as `useGridUrlState` first
 * reads them: a screen's data can be asked for with the same arguments before it renders.
 */
export function gridQueryFrom(
  searchParams: URLSearchParams,
  {
    pageSizes,
    defaultPageSize = pageSizes[0],
  }: Pick<GridUrlStateOptions, 'pageSizes' | 'defaultPageSize'>,
): GridQuery {
  const pageSize = positiveInteger(searchParams.get('pageSize'));
  return {
    page: positiveInteger(searchParams.get('page')) ?? 1,
    pageSize: pageSize !== undefined && pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
    search: searchParams.get('search') ?? '',
  };
}

function fromKey(key: string): GridQuery {
  const [page, pageSize, search] = JSON.parse(key) as [number, number, string];
  return { page, pageSize, search };
}

/**
 * Page, page size and search of a staff grid, kept in the URL (`?page=2&pageSize=25&search=ravi`,
 * defaults left out) so a reload or a shared link keeps them. The controls change at once;
 * the URL and `query`, what the grid asks the server for, follow the search 300 ms after the
 * last keystroke (and paging too with `debouncePaging`), so fast typing sends one request.
 * A URL changed elsewhere (a menu link, the back button) resets the controls. A new search or
 * page size starts again from page 1.
 */
export function useGridUrlState({
  pageSizes,
  defaultPageSize = pageSizes[0],
  debouncePaging = false,
}: GridUrlStateOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = keyOf(gridQueryFrom(searchParams, { pageSizes, defaultPageSize }));
  const [state, setState] = useState(() => fromKey(urlKey));
  const debounced = useDebouncedValue(state, SEARCH_DEBOUNCE_MS);
  // While a search is being typed, the page it reset waits with it.
  const settled = debouncePaging || state.search !== debounced.search ? debounced : state;
  const written = useRef(urlKey);

  useEffect(() => {
    const key = keyOf(settled);
    if (key === written.current) return;
    written.current = key;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const put = (name: string, value: string, shown: boolean) =>
          shown ? next.set(name, value) : next.delete(name);
        put('page', String(settled.page), settled.page > 1);
        put('pageSize', String(settled.pageSize), settled.pageSize !== defaultPageSize);
        put('search', settled.search, settled.search !== '');
        return next;
      },
      { replace: true },
    );
  }, [settled, defaultPageSize, setSearchParams]);

  useEffect(() => {
    if (urlKey === written.current) return;
    written.current = urlKey;
    setState(fromKey(urlKey));
  }, [urlKey]);

  const setSearch = useCallback(
    (search: string) => setState((current) => ({ ...current, page: 1, search })),
    [],
  );
  const setPage = useCallback(
    (page: number) =>
      setState((current) => (current.page === page ? current : { ...current, page })),
    [],
  );
  /** The DataGrid's 0-based model; a new page size goes back to the first page. */
  const setPaginationModel = useCallback(
    (model: { page: number; pageSize: number }) =>
      setState((current) =>
        model.pageSize !== current.pageSize
          ? { ...current, page: 1, pageSize: model.pageSize }
          : { ...current, page: model.page + 1 },
      ),
    [],
  );

  return {
    /** What the search box shows. */
    search: state.search,
    /** What the grid's pager shows (0-based page, for the DataGrid). */
    paginationModel: { page: state.page - 1, pageSize: state.pageSize },
    /** What to ask the server for: the settled state, the search trimmed. */
    query: { ...settled, search: settled.search.trim() } satisfies GridQuery,
    /** A change is waiting out the debounce. */
    pending: keyOf(state) !== keyOf(settled),
    setSearch,
    setPage,
    setPaginationModel,
  };
}

export type GridUrlState = ReturnType<typeof useGridUrlState>;

/**
 * The one correction of a page past the last one (an old link, a search with fewer results,
 * a delete that emptied the last page): once the answer for `query` is in, go to the last
 * page there is. Answers whether the grid is past its end, so it can wait rather than say
 * 'nothing found'.
 */
export function useLastPageCorrection(
  grid: GridUrlState,
  answer: { total: number | undefined; isFetching: boolean },
): boolean {
  const { query, pending, setPage } = grid;
  const lastPage =
    answer.total === undefined ? undefined : Math.max(1, Math.ceil(answer.total / query.pageSize));
  const pastEnd = lastPage !== undefined && query.page > lastPage;
  useEffect(() => {
    if (pastEnd && !answer.isFetching && !pending && lastPage !== undefined) setPage(lastPage);
  }, [pastEnd, answer.isFetching, pending, lastPage, setPage]);
  return pastEnd;
}
