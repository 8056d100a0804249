import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ContentStat } from './content-types';

export interface StatFigureProps {
  stat: ContentStat;
  /** Typography variant of the figure itself. */
  size?: 'h3' | 'h4';
  /** Saffron figures for call-to-action bands; white elsewhere. */
  accent?: boolean;
}

/** One figure with its label, for the dark bands (hero, call to action, highlight panels). */
export function StatFigure({ stat, size = 'h3', accent = false }: StatFigureProps) {
  return (
    <>
      <Typography
        component="p"
        variant={size}
        sx={{
          color: accent ? 'secondary.light' : 'common.white',
          fontWeight: 800,
          lineHeight: 1.1,
        }}
      >
        {stat.value}
      </Typography>
      <Typography
        component="p"
        variant="body2"
        sx={(theme) => ({ color: alpha(theme.palette.common.white, 0.85), mt: 0.5 })}
      >
        {stat.label}
      </Typography>
    </>
  );
}
