import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

interface Shape {
  /** Placement within the page, as CSS offsets. */
  place: { top: string; left?: string; right?: string };
  size: { xs: number; md: number };
  colour: (theme: Theme) => string;
  radius: string;
  /** Pixels moved per pixel scrolled, sideways and downwards. */
  dx: number;
  dy: number;
  /** Degrees turned per pixel scrolled. */
  turn: number;
}

const shapes: Shape[] = [
  {
    place: { top: '6%', left: '-10%' },
    size: { xs: 320, md: 540 },
    colour: (theme) => alpha(theme.palette.primary.light, 0.16),
    radius: '42% 58% 63% 37% / 45% 38% 62% 55%',
    dx: 0.03,
    dy: 0.12,
    turn: 0.01,
  },
  {
    place: { top: '38%', right: '-12%' },
    size: { xs: 280, md: 460 },
    colour: (theme) => alpha(theme.palette.secondary.light, 0.14),
    radius: '58% 42% 35% 65% / 52% 60% 40% 48%',
    dx: -0.04,
    dy: -0.08,
    turn: -0.012,
  },
  {
    place: { top: '68%', left: '18%' },
    size: { xs: 340, md: 580 },
    colour: (theme) => alpha(theme.palette.primary.main, 0.1),
    radius: '50% 50% 38% 62% / 60% 44% 56% 40%',
    dx: 0.02,
    dy: 0.06,
    turn: 0.008,
  },
];

/**
 * Three soft, blurred shapes behind the page content that drift as the page scrolls.
 * Place it first inside a positioned wrapper with `isolation: isolate`; it fills the
 * wrapper, ignores the pointer and is hidden from assistive technology. Static when the
 * visitor prefers reduced motion. The scroll listener lives in an effect, so rendering
 * on the server is safe.
 */
export function ScrollShapes() {
  const reducedMotion = usePrefersReducedMotion();
  const elements = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    const nodes = elements.current;
    if (reducedMotion) {
      nodes.forEach((node) => {
        if (node) node.style.transform = '';
      });
      return undefined;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      shapes.forEach((shape, index) => {
        const node = nodes[index];
        if (!node) return;
        node.style.transform = `translate3d(${(y * shape.dx).toFixed(1)}px, ${(y * shape.dy).toFixed(1)}px, 0) rotate(${(y * shape.turn).toFixed(2)}deg)`;
      });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: -1,
        overflow: 'hidden',
        pointerEvents: 'none',
      }}
    >
      {shapes.map((shape, index) => (
        <Box
          key={shape.radius}
          ref={(node: HTMLDivElement | null) => {
            elements.current[index] = node;
          }}
          sx={(theme) => ({
            position: 'absolute',
            ...shape.place,
            width: { xs: shape.size.xs, md: shape.size.md },
            height: { xs: shape.size.xs, md: shape.size.md },
            borderRadius: shape.radius,
            bgcolor: shape.colour(theme),
            filter: 'blur(64px)',
            willChange: reducedMotion ? 'auto' : 'transform',
          })}
        />
      ))}
    </Box>
  );
}
