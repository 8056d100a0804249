import { HEADLINE_ROTATION_MS } from '@vistaar/shared/config';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';
import { showPaused } from '@/shared/lib/pause-toggle';
import { createRotation } from './rotating-index';

/** Attributes a hero title's server HTML carries for its rotating word (plain DOM code). */
export const headlineHooks = {
  /** The live region that shows the word; its value is the JSON list of words. */
  words: 'data-headline-words',
  /** The pause/play control. */
  toggle: 'data-headline-toggle',
} as const;

const toggleNames = { pause: 'Pause headline animation', play: 'Play headline animation' };

/**
 * The hero title's rotating word inside `root`: the next word every 2.5 s, unless paused with
 * its button or the visitor prefers reduced motion (then no button either). The live region
 * stays in place, so screen readers announce each word.
 */
export function startHeadlineRotation(root: HTMLElement) {
  const region = root.querySelector<HTMLElement>(`[${headlineHooks.words}]`);
  const toggle = root.querySelector<HTMLButtonElement>(`[${headlineHooks.toggle}]`);
  const words: unknown = JSON.parse(region?.getAttribute(headlineHooks.words) ?? '[]');
  if (!region || !Array.isArray(words) || words.length < 2) return;
  const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
  let paused = false;

  const rotation = createRotation(words.length, HEADLINE_ROTATION_MS, () => {
    const shown = region.firstElementChild;
    // A fresh element plays the word's entrance animation again.
    const next = shown ? (shown.cloneNode(false) as HTMLElement) : document.createElement('span');
    next.textContent = String(words[rotation.index]);
    region.replaceChildren(next);
  });

  function follow() {
    rotation.setPaused(paused || reducedMotion.matches);
    if (!toggle) return;
    toggle.hidden = reducedMotion.matches;
    showPaused(toggle, paused, toggleNames);
  }

  toggle?.addEventListener('click', () => {
    paused = !paused;
    follow();
  });
  reducedMotion.addEventListener('change', follow);
  follow();
}
