import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';

type Spacing = ResponsiveStyleValue<number>;

interface DescriptionGridProps {
  /** The grid's columns (`gridTemplateColumns`): a term beside its description, or pairs side by side. */
  columns?: ResponsiveStyleValue<string>;
  gap?: Spacing;
  columnGap?: Spacing;
  rowGap?: Spacing;
  /** What the list adds: its terms' and descriptions' looks, its margins. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A description list (`dl`) laid out as a grid: terms and their descriptions in rows, each
 * pair wrapped in an element with `display: contents` or standing directly in the list.
 */
export function DescriptionGrid({
  columns,
  gap,
  columnGap,
  rowGap,
  sx,
  children,
}: DescriptionGridProps) {
  return (
    <Box
      component="dl"
      sx={[
        { m: 0, display: 'grid', gridTemplateColumns: columns, gap, columnGap, rowGap },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
