import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A filter's value in the URL: absent when undefined or ''. */
export type UrlFilterValue = string | number | boolean | undefined;

/**
 * A staff grid's filters, kept in the URL beside its page and search (`?stage=3&from=...`) so
 * a reload, the back button or a link sent to a colleague shows the same records. `read`
 * takes the filters from the URL and leaves out anything malformed rather than sending it
 * on. A changed filter starts again from the first page.
 */
export function useUrlFilters<Filters extends { [K in keyof Filters]?: UrlFilterValue }>(
  read: (params: URLSearchParams) => Filters,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const filters = useMemo(() => read(new URLSearchParams(key)), [read, key]);
  const change = useCallback(
    (next: Partial<Filters>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next) as [string, UrlFilterValue][]) {
            if (value === undefined || value === '') params.delete(name);
            else params.set(name, String(value));
          }
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { filters, change };
}
