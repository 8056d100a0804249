import { alpha, lighten, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface Colours {
  /** Panels and cards. */
  panel: string;
  panelStroke: string;
  /** Text-like lines inside panels. */
  line: string;
  /** Soft fills, rings and glows. */
  soft: string;
  blue: string;
  blueBright: string;
  accent: string;
  accentSoft: string;
  /** Marks drawn on top of blue shapes. */
  onBlue: string;
}

export function useColours(tone: 'light' | 'dark'): Colours {
  const { palette } = useTheme();
  const white = palette.common.white;
  if (tone === 'dark') {
    return {
      panel: alpha(white, 0.1),
      panelStroke: alpha(white, 0.28),
      line: alpha(white, 0.5),
      soft: alpha(white, 0.14),
      blue: palette.primary.light,
      blueBright: lighten(palette.primary.light, 0.45),
      accent: palette.secondary.main,
      accentSoft: palette.secondary.light,
      onBlue: white,
    };
  }
  return {
    panel: palette.background.paper,
    panelStroke: palette.grey[200],
    line: palette.grey[300],
    soft: alpha(palette.primary.main, 0.1),
    blue: palette.primary.main,
    blueBright: palette.primary.light,
    accent: palette.secondary.main,
    accentSoft: palette.secondary.light,
    onBlue: white,
  };
}

/** One drawing: shapes in a 400 x 300 box, coloured from the theme; `id` makes gradient ids unique on the page. */
export type Draw = (c: Colours, id: (suffix: string) => string) => ReactNode;
