import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

/** The line under a title on a dark band (a hero, a call to action): white, slightly muted. */
export function SubtitleOnDark({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Typography
      variant="subtitle1"
      component="p"
      sx={[
        (theme) => ({ color: alpha(theme.palette.common.white, 0.88) }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
