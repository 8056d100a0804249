import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { HEADLINE_ROTATION_MS } from '@/shared/config';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useRotatingIndex } from './use-rotating-index';

export interface HeadlineRotationProps {
  words: string[];
}

const wordEnter = keyframes`
  from { opacity: 0; transform: translateY(0.35em); }
  to { opacity: 1; transform: translateY(0); }
`;

/**
 * The headline's rotating word, a line under the title in the same type: the next word
 * every 2.5 s, unless paused or the visitor prefers reduced motion. The pause button is a
 * plain button so the island stays small.
 */
export function HeadlineRotation({ words }: HeadlineRotationProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const rotates = words.length > 1 && !reducedMotion;
  const index = useRotatingIndex(words.length, HEADLINE_ROTATION_MS, paused || !rotates);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box
        component="p"
        aria-live="polite"
        aria-atomic="true"
        sx={(theme) => ({
          ...theme.typography.h1,
          m: 0,
          color: 'secondary.light',
          minHeight: '1.1em',
          overflowWrap: 'break-word',
        })}
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
    </Box>
  );
}
