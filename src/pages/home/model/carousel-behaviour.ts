import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_PAGE_SIZE,
  CAROUSEL_RESUME_MS,
} from '@vistaar/shared/config';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';
import { showPaused } from '@/shared/lib/pause-toggle';
import { createCarousel } from './carousel-timing';

/**
 * Attributes the carousel's server HTML carries for its behaviour, which is plain DOM code:
 * paging the cards needs neither React nor MUI, so the home page never loads them for it.
 */
export const carouselHooks = {
  /** The carousel's group; its value is the media query under which cards come in pages. */
  root: 'data-carousel',
  /** The row of cards; its `--carousel-page` property slides the shown page into view. */
  track: 'data-carousel-track',
  card: 'data-carousel-card',
  dot: 'data-carousel-dot',
  /** The pause/play control. */
  toggle: 'data-carousel-toggle',
} as const;

export const CAROUSEL_PAGE_PROPERTY = '--carousel-page';

/**
 * The carousel inside `root`, brought to life (spec section 4): from md up, pages of three
 * that advance by themselves unless the visitor prefers reduced motion, with dots and a pause
 * control; below md, one row that scrolls sideways, every card reachable, never moving.
 */
export function startCarousel(root: HTMLElement) {
  const group = root.matches(`[${carouselHooks.root}]`)
    ? root
    : root.querySelector<HTMLElement>(`[${carouselHooks.root}]`);
  if (!group) return;
  const track = group.querySelector<HTMLElement>(`[${carouselHooks.track}]`);
  const cards = Array.from(group.querySelectorAll<HTMLElement>(`[${carouselHooks.card}]`));
  const dots = Array.from(group.querySelectorAll<HTMLButtonElement>(`[${carouselHooks.dot}]`));
  const toggle = group.querySelector<HTMLButtonElement>(`[${carouselHooks.toggle}]`);
  const pagedQuery = window.matchMedia(group.getAttribute(carouselHooks.root) || 'all');
  const reducedMotionQuery = window.matchMedia(REDUCED_MOTION_QUERY);
  const mayAdvance = () => pagedQuery.matches && !reducedMotionQuery.matches;

  const carousel = createCarousel(
    {
      pageCount: dots.length,
      intervalMs: CAROUSEL_INTERVAL_MS,
      resumeMs: CAROUSEL_RESUME_MS,
      autoAdvance: mayAdvance(),
    },
    () => show(),
  );

  function show() {
    const { page, running, stopped } = carousel;
    const paged = pagedQuery.matches;
    track?.style.setProperty(CAROUSEL_PAGE_PROPERTY, String(page));
    // A page picked by hand is announced; the turns of a running carousel are not.
    track?.setAttribute('aria-live', running ? 'off' : 'polite');
    cards.forEach((card, index) => {
      // Cards of other pages are out of view on wide screens: out of reach too.
      card.toggleAttribute('inert', paged && Math.floor(index / CAROUSEL_PAGE_SIZE) !== page);
    });
    dots.forEach((dot, index) => {
      if (index === page) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (toggle) {
      toggle.hidden = !mayAdvance();
      showPaused(toggle, stopped, { pause: 'Pause carousel', play: 'Play carousel' });
    }
  }

  dots.forEach((dot, index) => dot.addEventListener('click', () => carousel.goTo(index)));
  toggle?.addEventListener('click', () => carousel.toggleStopped());
  group.addEventListener('mouseenter', () => carousel.setHovered(true));
  group.addEventListener('mouseleave', () => carousel.setHovered(false));
  // Keyboard focus inside holds the carousel; the focus a mouse click leaves on a dot does
  // not, so a clicked dot resumes after its 5 s hold like any manual pick.
  group.addEventListener('focusin', (event) =>
    carousel.setFocusWithin((event.target as HTMLElement).matches(':focus-visible')),
  );
  group.addEventListener('focusout', (event) => {
    if (!group.contains(event.relatedTarget as Node | null)) carousel.setFocusWithin(false);
  });
  // Turning a tablet or resizing the window switches between pages and the scrolling row.
  const followMedia = () => carousel.setAutoAdvance(mayAdvance());
  pagedQuery.addEventListener('change', followMedia);
  reducedMotionQuery.addEventListener('change', followMedia);
  show();
}
