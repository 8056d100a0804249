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

/**
 * A band out of view is not laid out or painted until it comes near the screen: a phone lays
 * out only the first screen of a long page at first paint, and again when the web fonts
 * arrive. The browser remembers each band's real height once it has been drawn.
 */
export const offscreenRenderingSx = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 640px',
} as const;

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
          ...offscreenRenderingSx,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
