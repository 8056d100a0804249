import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Background of a band: 'plain' lets page decoration show through, 'tint' is a soft blue wash. */
export type SectionTone = 'plain' | 'tint';

export interface SectionShellProps {
  id?: string;
  /** Id of the section's heading, which names the region for assistive technology. */
  labelledBy?: string;
  tone?: SectionTone;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** One full-width band of a marketing page, with its content centred in a Container. */
export function SectionShell({
  id,
  labelledBy,
  tone = 'plain',
  maxWidth = 'lg',
  children,
  sx,
}: SectionShellProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={[
        (theme) => ({
          position: 'relative',
          py: { xs: 7, md: 11 },
          // In-page links land below a sticky header.
          scrollMarginTop: theme.spacing(10),
          bgcolor: tone === 'tint' ? alpha(theme.palette.primary.main, 0.04) : 'transparent',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
