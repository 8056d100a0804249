import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';
import { islandAttributes } from '@/shared/ui/island';
import { scrollShapeHook } from './scroll-shapes-motion';

interface Shape {
  /** Placement within the page, as CSS offsets. */
  place: { top: string; left?: string; right?: string };
  size: { xs: number; md: number };
  colour: (theme: Theme) => string;
  radius: string;
}

/** In the order of `shapeMotions` (scroll-shapes-motion.ts), which says how each one drifts. */
const shapes: Shape[] = [
  {
    place: { top: '6%', left: '-10%' },
    size: { xs: 320, md: 540 },
    colour: (theme) => alpha(theme.palette.primary.light, 0.16),
    radius: '42% 58% 63% 37% / 45% 38% 62% 55%',
  },
  {
    place: { top: '38%', right: '-12%' },
    size: { xs: 280, md: 460 },
    colour: (theme) => alpha(theme.palette.secondary.light, 0.14),
    radius: '58% 42% 35% 65% / 52% 60% 40% 48%',
  },
  {
    place: { top: '68%', left: '18%' },
    size: { xs: 340, md: 580 },
    colour: (theme) => alpha(theme.palette.primary.main, 0.1),
    radius: '50% 50% 38% 62% / 60% 44% 56% 40%',
  },
];

/**
 * Three soft, blurred shapes behind the page content that drift as the page scrolls.
 * Place it first inside a positioned wrapper with `isolation: isolate`; it fills the
 * wrapper, ignores the pointer and is hidden from assistive technology. This is the
 * server's HTML; the drift is plain DOM code (`startScrollShapes`), still when the visitor
 * prefers reduced motion. Without JavaScript the page goes without them.
 */
export function ScrollShapes() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: -1,
        overflow: 'hidden',
        pointerEvents: 'none',
        // Shown once the page is complete and the drift has started: while the HTML streams
        // in, the page grows under shapes placed at a share of its height, and on a phone
        // their moves counted 0.044 of layout shift.
        visibility: 'hidden',
        opacity: 0,
        transition: 'opacity 600ms ease',
        [`[${islandAttributes.awake}] &`]: { visibility: 'visible', opacity: 1 },
        [`@media ${REDUCED_MOTION_QUERY}`]: { transition: 'none' },
      }}
    >
      {shapes.map((shape) => (
        <Box
          key={shape.radius}
          {...{ [scrollShapeHook]: '' }}
          sx={(theme) => ({
            position: 'absolute',
            ...shape.place,
            width: { xs: shape.size.xs, md: shape.size.md },
            height: { xs: shape.size.xs, md: shape.size.md },
            borderRadius: shape.radius,
            bgcolor: shape.colour(theme),
            filter: 'blur(64px)',
            willChange: 'transform',
            [`@media ${REDUCED_MOTION_QUERY}`]: { willChange: 'auto' },
          })}
        />
      ))}
    </Box>
  );
}
