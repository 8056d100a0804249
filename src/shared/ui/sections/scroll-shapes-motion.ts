import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';

/** Marks each drifting shape in the server's HTML, in the order of `shapeMotions` below. */
export const scrollShapeHook = 'data-scroll-shape';

interface ShapeMotion {
  /** Pixels moved per pixel scrolled, sideways and downwards. */
  dx: number;
  dy: number;
  /** Degrees turned per pixel scrolled. */
  turn: number;
}

const shapeMotions: readonly ShapeMotion[] = [
  { dx: 0.03, dy: 0.12, turn: 0.01 },
  { dx: -0.04, dy: -0.08, turn: -0.012 },
  { dx: 0.02, dy: 0.06, turn: 0.008 },
];

/**
 * Moves the shapes inside `root` as the page scrolls (one update a frame, from a passive
 * listener); still, and back in place, while the visitor prefers reduced motion. Answers a
 * function that stops it.
 */
export function startScrollShapes(root: HTMLElement): () => void {
  const nodes = Array.from(root.querySelectorAll<HTMLElement>(`[${scrollShapeHook}]`));
  const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    nodes.forEach((node, index) => {
      const motion = shapeMotions[index];
      if (!motion) return;
      node.style.transform = `translate3d(${(y * motion.dx).toFixed(1)}px, ${(y * motion.dy).toFixed(1)}px, 0) rotate(${(y * motion.turn).toFixed(2)}deg)`;
    });
  };
  const onScroll = () => {
    if (!frame) frame = window.requestAnimationFrame(update);
  };
  const stop = () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) window.cancelAnimationFrame(frame);
    frame = 0;
  };
  const follow = () => {
    if (reducedMotion.matches) {
      stop();
      nodes.forEach((node) => {
        node.style.transform = '';
      });
      return;
    }
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
  };
  reducedMotion.addEventListener('change', follow);
  follow();
  return () => {
    reducedMotion.removeEventListener('change', follow);
    stop();
  };
}
