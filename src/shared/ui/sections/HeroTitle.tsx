import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { HEADLINE_ROTATION_MS } from '@vistaar/shared/config';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useRotatingIndex } from './use-rotating-index';

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
 * A hero's heading. With rotating words it is an island: the next word every 2.5 s,
 * unless paused or the visitor prefers reduced motion. The pause button is a plain
 * button, so the island stays small.
 */
export function HeroTitle({ id, component, title, highlight, words = [] }: HeroTitleProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const rotates = words.length > 1 && !reducedMotion;
  const index = useRotatingIndex(words.length, HEADLINE_ROTATION_MS, paused || !rotates);

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
              sx={{ display: 'block', color: 'secondary.light', minHeight: '1.1em' }}
            >
              <Box
                component="span"
                key={index}
                sx={{
                  display: 'inline-block',
                  animation: rotates ? `${wordEnter} 400ms ease-out` : 'none',
                }}
              >
                {words[index]}
              </Box>
            </Box>
          </>
        ) : null}
      </Typography>
      {rotates ? (
        <Box
          component="button"
          type="button"
          onClick={() => setPaused((current) => !current)}
          aria-label={paused ? 'Play headline animation' : 'Pause headline animation'}
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
            '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.1) },
            '&:focus-visible': {
              outline: `3px solid ${theme.palette.secondary.light}`,
              outlineOffset: 2,
            },
          })}
        >
          {paused ? <PlayArrowRounded fontSize="small" /> : <PauseRounded fontSize="small" />}
        </Box>
      ) : null}
    </>
  );
}
