import { useCallback, useEffect, useMemo, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

/** Column field -> the smallest breakpoint at which it shows by default. */
export type ColumnBreakpoints = Record<string, Breakpoint>;

type Visibility = Record<string, boolean>;

export interface ResponsiveColumnsOptions {
  /**
   * Where the columns someone showed or hid are remembered (localStorage, one key per signed-in
   * member): field names and true/false only, never a row's data. Not remembered without it.
   */
  storageKey?: string;
}

function readChoices(storageKey: string): Visibility {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] =>
          typeof entry[1] === 'boolean' && entry[0].length <= 50,
      ),
    );
  } catch {
    return {};
  }
}

function writeChoices(storageKey: string, choices: Visibility) {
  try {
    if (Object.keys(choices).length === 0) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify(choices));
  } catch {
    // Storage full or refused (private mode): the choice holds for this visit only.
  }
}

/**
 * Staff grids start narrow screens with their essential columns (so the row
 * actions stay in view); people can still show the rest from the column menu.
 * What someone shows or hides beyond those defaults is remembered under `storageKey`.
 * Returns a DataGrid `columnVisibilityModel` and its change handler.
 */
export function useResponsiveColumns(
  rules: ColumnBreakpoints,
  { storageKey }: ResponsiveColumnsOptions = {},
) {
  const theme = useTheme();
  const smUp = useMediaQuery(theme.breakpoints.up('sm'));
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  const lgUp = useMediaQuery(theme.breakpoints.up('lg'));
  const xlUp = useMediaQuery(theme.breakpoints.up('xl'));
  const [defaults, setDefaults] = useState<Visibility>({});
  const [choices, setChoices] = useState<Visibility>({});
  const rulesKey = JSON.stringify(rules);

  useEffect(() => {
    const shown: Record<Breakpoint, boolean> = { xs: true, sm: smUp, md: mdUp, lg: lgUp, xl: xlUp };
    const parsed = JSON.parse(rulesKey) as ColumnBreakpoints;
    setDefaults(
      Object.fromEntries(Object.entries(parsed).map(([field, from]) => [field, shown[from]])),
    );
  }, [rulesKey, smUp, mdUp, lgUp, xlUp]);

  // Storage is read after the first render, which stays the same on the server and in the browser.
  useEffect(() => {
    setChoices(storageKey ? readChoices(storageKey) : {});
  }, [storageKey]);

  const model = useMemo(() => ({ ...defaults, ...choices }), [defaults, choices]);

  /** Keeps only what differs from this width's defaults, so other widths keep theirs. */
  const onColumnVisibilityModelChange = useCallback(
    (next: Visibility) => {
      const fields = new Set([...Object.keys(next), ...Object.keys(defaults)]);
      const changed: Visibility = {};
      for (const field of fields) {
        const visible = next[field] ?? true;
        if (visible !== (defaults[field] ?? true)) changed[field] = visible;
      }
      setChoices(changed);
      if (storageKey) writeChoices(storageKey, changed);
    },
    [defaults, storageKey],
  );

  return { columnVisibilityModel: model, onColumnVisibilityModelChange };
}
