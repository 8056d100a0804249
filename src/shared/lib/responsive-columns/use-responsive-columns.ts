import { useEffect, useState } from 'react';
import { useMediaQuery, useTheme, type Breakpoint } from '@mui/material';

/** Column field -> the smallest breakpoint at which it shows by default. */
export type ColumnBreakpoints = Record<string, Breakpoint>;

/**
 * Staff grids start narrow screens with their essential columns (so the row
 * actions stay in view); people can still show the rest from the column menu.
 * Returns a DataGrid `columnVisibilityModel` and its change handler.
 */
export function useResponsiveColumns(rules: ColumnBreakpoints) {
  const theme = useTheme();
  const smUp = useMediaQuery(theme.breakpoints.up('sm'));
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  const lgUp = useMediaQuery(theme.breakpoints.up('lg'));
  const xlUp = useMediaQuery(theme.breakpoints.up('xl'));
  const [model, setModel] = useState<Record<string, boolean>>({});
  const rulesKey = JSON.stringify(rules);

  useEffect(() => {
    const shown: Record<Breakpoint, boolean> = { xs: true, sm: smUp, md: mdUp, lg: lgUp, xl: xlUp };
    const parsed = JSON.parse(rulesKey) as ColumnBreakpoints;
    setModel(
      Object.fromEntries(Object.entries(parsed).map(([field, from]) => [field, shown[from]])),
    );
  }, [rulesKey, smUp, mdUp, lgUp, xlUp]);

  return { columnVisibilityModel: model, onColumnVisibilityModelChange: setModel };
}
