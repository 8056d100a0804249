import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { IllustrationName } from './content-types';
import { drawings, useColours } from './illustrations';

export interface IllustrationProps {
  name: IllustrationName;
  /** The surface it sits on: 'dark' on the blue hero, 'light' on white sections. */
  tone?: 'light' | 'dark';
  /** A text alternative; without one the drawing is decorative and hidden from assistive technology. */
  title?: string;
  sx?: SxProps<Theme>;
}

/** Our own abstract drawings, coloured from the theme. */
export function Illustration({ name, tone = 'light', title, sx }: IllustrationProps) {
  const colours = useColours(tone);
  const baseId = `ill${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const id = (suffix: string) => `${baseId}-${suffix}`;
  const draw = drawings[name];
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      xmlns="http://www.w3.org/2000/svg"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-labelledby={title ? id('title') : undefined}
      focusable="false"
      sx={[{ display: 'block', width: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {title ? <title id={id('title')}>{title}</title> : null}
      {draw ? draw(colours, id) : null}
    </Box>
  );
}
