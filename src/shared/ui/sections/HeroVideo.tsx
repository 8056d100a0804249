import Box from '@mui/material/Box';
import { usePageLoadedForExtras } from './use-page-loaded';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface HeroVideoProps {
  src: string;
  poster: string;
}

/**
 * A hero's soft looping video, over its poster. It joins only once the page has loaded,
 * never for visitors who save data or prefer less motion, so it never delays first paint.
 */
export function HeroVideo({ src, poster }: HeroVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  const pageLoaded = usePageLoadedForExtras();
  if (!pageLoaded || reducedMotion) return null;
  return (
    <Box
      component="video"
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      autoPlay
      preload="none"
      aria-hidden
      tabIndex={-1}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
