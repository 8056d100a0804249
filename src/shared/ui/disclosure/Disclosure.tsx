import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface DisclosureProps {
  /** What the summary line says: text, or a heading holding it. */
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The corners of the box and of the summary's focus ring (a theme multiple, or CSS). */
  radius?: number | string;
  /** The summary line's own padding and type, beside the shared look. */
  summarySx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}

/**
 * A native details element with a summary line and a turning chevron: it opens and closes
 * with the pointer, the keyboard and without JavaScript, so it ships no script. The summary's
 * keyboard ring is the theme's global `:focus-visible` one.
 */
export function Disclosure({
  summary,
  children,
  defaultOpen,
  radius = 1,
  summarySx,
  sx,
}: DisclosureProps) {
  return (
    <Box
      component="details"
      open={defaultOpen || undefined}
      sx={[
        {
          border: 1,
          borderColor: 'divider',
          borderRadius: radius,
          bgcolor: 'background.paper',
          '&[open] > summary > svg': { transform: 'rotate(180deg)' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="summary"
        sx={[
          {
            listStyle: 'none',
            cursor: 'pointer',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            px: { xs: 2, sm: 3 },
            // Set, not inherited: the summary's parent in the rendered tree is the details
            // element's own slot, not the box.
            borderRadius: radius,
            '&::-webkit-details-marker': { display: 'none' },
          },
          ...(Array.isArray(summarySx) ? summarySx : [summarySx]),
        ]}
      >
        {summary}
        <ExpandMoreRounded aria-hidden sx={{ flexShrink: 0, transition: 'transform 150ms' }} />
      </Box>
      {children}
    </Box>
  );
}
