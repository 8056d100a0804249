import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';

interface ColumnGridProps {
  /** The columns at each breakpoint (`gridTemplateColumns`): most often one on a phone, more from `md`. */
  columns: ResponsiveStyleValue<string>;
  gap?: ResponsiveStyleValue<number>;
  alignItems?: 'start' | 'center' | 'stretch';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** Blocks side by side in a grid of columns, one under the other where the screen is narrow. */
export function ColumnGrid({ columns, gap, alignItems, sx, children }: ColumnGridProps) {
  return (
    <Box
      sx={[
        { display: 'grid', gridTemplateColumns: columns, gap, alignItems },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
