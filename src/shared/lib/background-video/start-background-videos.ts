import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';
import { afterLoadAndFirstPaint } from '@/shared/lib/after-first-paint';
import { whenIdle } from '@/shared/lib/when-idle';

/** Attributes the server writes on a background video (and its button) and the browser reads back. */
export const backgroundVideoAttributes = {
  root: 'data-background-video',
  source: 'data-src',
  playing: 'data-playing',
} as const;

export const backgroundVideoLabels = {
  pause: 'Pause background video',
  play: 'Play background video',
} as const;

/** Phones (below the theme's `sm` breakpoint), where the video shares a slow link with the page. */
const PHONE_VIEWPORT_QUERY = '(max-width: 599.95px)';

interface NetworkInformation {
  saveData?: boolean;
}

const savesData = () =>
  Boolean((navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData);

function startOne(video: HTMLVideoElement, reducedMotion: MediaQueryList) {
  const button = document.querySelector<HTMLButtonElement>(
    `button[aria-controls="${CSS.escape(video.id)}"]`,
  );
  const source = video.getAttribute(backgroundVideoAttributes.source);
  if (!button || !source) return;
  const show = (playing: boolean) => {
    button.setAttribute(backgroundVideoAttributes.playing, String(playing));
    button.setAttribute(
      'aria-label',
      playing ? backgroundVideoLabels.pause : backgroundVideoLabels.play,
    );
  };
  video.addEventListener('play', () => show(true));
  video.addEventListener('pause', () => show(false));
  // play() may be refused (battery saver); the pause state then keeps the label honest.
  const play = () => void video.play()?.catch(() => show(false));
  button.addEventListener('click', () => (video.paused ? play() : video.pause()));
  reducedMotion.addEventListener('change', (event) => {
    if (event.matches) video.pause();
  });
  video.src = source;
  video.hidden = false;
  button.hidden = false;
  show(false);
  play();
}

/**
 * Starts the page's background videos once the page has loaded and painted, and on a phone
 * only once the browser is idle too: there the video shares a slow link with whatever the
 * visitor does next. Never for visitors who save data or prefer less motion: they keep the
 * poster, and no control is offered for a video that is not there. A video and its pause
 * button need no component framework, so this plain script drives the markup the server
 * wrote, and no page wakes React for it.
 */
export function startBackgroundVideos() {
  afterLoadAndFirstPaint(() => {
    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    const declined = () => reducedMotion.matches || savesData();
    if (declined()) return;
    const start = () =>
      document
        .querySelectorAll<HTMLVideoElement>(`video[${backgroundVideoAttributes.root}]`)
        .forEach((video) => startOne(video, reducedMotion));
    if (!window.matchMedia(PHONE_VIEWPORT_QUERY).matches) start();
    // Asked again when the wait ends: either may have been switched on meanwhile.
    else whenIdle(() => declined() || start());
  });
}
