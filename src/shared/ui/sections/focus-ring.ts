import type { Theme } from '@mui/material/styles';

/**
 * MUI's ButtonBase sets `outline: 0`, which hides the theme's global :focus-visible ring
 * on every button. This puts a ring back for keyboard focus; the darker saffron keeps
 * 3:1 against both white sections and the dark blue bands.
 */
export const focusRing = (theme: Theme) => ({
  '&.Mui-focusVisible': {
    outline: `3px solid ${theme.palette.secondary.dark}`,
    outlineOffset: '2px',
  },
});
