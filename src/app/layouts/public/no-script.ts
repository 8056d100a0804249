import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Styles for a page whose script has not run (JavaScript off, or not loaded yet): the
 * islands runtime adds the `js` class to <html> as it starts. Until then a hidden child
 * panel opens on hover and keyboard focus, so every link stays reachable.
 */
export function noScriptOpen(panelSelector: string): SxProps<Theme> {
  return {
    [`html:not(.js) &:hover > ${panelSelector}, html:not(.js) &:focus-within > ${panelSelector}`]:
      { display: 'block' },
  };
}
