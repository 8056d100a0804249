import { useCallback, useEffect, useMemo, useState } from 'react';

/** An application as the desk's selection holds it: its name is what a bulk e-mail shows. */
export interface SelectedApplication {
  id: number;
  fullName: string;
}

/**
 * The applications chosen on the desk's list. The choice outlives paging (choose on page 1,
 * then on page 2, move them together), and goes when the search or a filter changes
 * (`scope`), as it then names applications the list no longer shows. `allMatching` says the
 * selection was taken as 'every application matching', until a row is unticked.
 */
export function useDeskSelection(pageRows: readonly SelectedApplication[], scope: string) {
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);

  const clear = useCallback(() => {
    setSelected(new Map());
    setAllMatching(false);
  }, []);
  useEffect(clear, [scope, clear]);

  const pageIds = useMemo(
    () => pageRows.filter((row) => selected.has(row.id)).map((row) => row.id),
    [pageRows, selected],
  );

  /** The rows of this page now chosen; the other pages' choices stay. */
  const setPageSelection = useCallback(
    (ids: ReadonlySet<number>) => {
      const next = new Map(selected);
      for (const row of pageRows) {
        if (ids.has(row.id)) next.set(row.id, row.fullName);
        else next.delete(row.id);
      }
      if (pageRows.some((row) => selected.has(row.id) && !ids.has(row.id))) {
        setAllMatching(false);
      }
      setSelected(next);
    },
    [pageRows, selected],
  );

  const selectMatching = useCallback((matching: readonly SelectedApplication[]) => {
    setSelected(new Map(matching.map((item) => [item.id, item.fullName])));
    setAllMatching(true);
  }, []);

  const chosen = useMemo(
    () => [...selected].map(([id, fullName]) => ({ id, fullName })),
    [selected],
  );

  return {
    /** Everything chosen, on any page. */
    selected: chosen,
    /** The chosen rows of the page shown. */
    pageIds,
    /** Every row of the page shown is chosen. */
    wholePage: pageRows.length > 0 && pageIds.length === pageRows.length,
    allMatching,
    setPageSelection,
    selectMatching,
    clear,
  };
}
