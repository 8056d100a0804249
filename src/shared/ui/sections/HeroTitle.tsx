import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';
import { headlineHooks } from './headline-rotation';
import { PAUSED_ATTRIBUTE } from '@/shared/lib/pause-toggle';
import { PauseToggleIcons, pauseToggleStyles } from './PauseToggleIcons';

export interface HeroTitleProps {
  id: string;
  component: 'h1' | 'h2';
  title: string;
  /** Words of the title shown in the accent colour. */
  highlight?: string;
  /** Words that take turns on a line of their own after the title. */
  words?: string[];
}

const wordEnter = keyframes`
  from { opacity: 0; transform: translateY(0.35em); }
  to { opacity: 1; transform: translateY(0); }
`;

/** The title with its `highlight` words in the accent colour. */
function highlightTitle(title: string, highlight: string | undefined): ReactNode {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <Box component="span" sx={{ color: 'secondary.light' }}>
        {highlight}
      </Box>
      {title.slice(at + highlight.length)}
    </>
  );
}

/**
 * A hero's heading. With rotating words it is an island whose behaviour is plain DOM code
 * (`startHeadlineRotation`): this is its HTML as the server sends it, the first word shown
 * and a pause button the behaviour hides when the visitor prefers reduced motion.
 */
export function HeroTitle({ id, component, title, highlight, words = [] }: HeroTitleProps) {
  const rotates = words.length > 1;

  return (
    <>
      <Typography
        id={id}
        variant="h1"
        component={component}
        sx={{ color: 'common.white', overflowWrap: 'break-word' }}
      >
        {highlightTitle(title, highlight)}
        {words.length > 0 ? (
          <>
            {' '}
            <Box
              component="span"
              aria-live="polite"
              aria-atomic="true"
              {...{ [headlineHooks.words]: JSON.stringify(words) }}
              sx={{ display: 'block', color: 'secondary.light', minHeight: '1.1em' }}
            >
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  animation: rotates ? `${wordEnter} 400ms ease-out` : 'none',
                  [`@media ${REDUCED_MOTION_QUERY}`]: { animation: 'none' },
                }}
              >
                {words[0]}
              </Box>
            </Box>
          </>
        ) : null}
      </Typography>
      {rotates ? (
        <Box
          component="button"
          type="button"
          aria-label="Pause headline animation"
          {...{ [headlineHooks.toggle]: '', [PAUSED_ATTRIBUTE]: 'false' }}
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 34,
            height: 34,
            mt: 1.5,
            p: 0,
            borderRadius: '50%',
            cursor: 'pointer',
            color: 'common.white',
            bgcolor: 'transparent',
            border: `1px solid ${alpha(theme.palette.common.white, 0.35)}`,
            ...pauseToggleStyles,
            '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.1) },
            '&:focus-visible': {
              outline: `3px solid ${theme.palette.secondary.light}`,
              outlineOffset: 2,
            },
          })}
        >
          <PauseToggleIcons />
        </Box>
      ) : null}
    </>
  );
}
