import { REDUCED_MOTION_QUERY } from '@/shared/lib/a11y';
import { afterLoadAndFirstPaint } from '@/shared/lib/after-first-paint';

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
 * Starts the page's background videos once the page has loaded and painted, never for visitors who save
 * data or prefer less motion. A video and its pause button need no component framework, so
 * this plain script drives the markup the server wrote, and no page wakes React for it.
 */
export function startBackgroundVideos() {
  afterLoadAndFirstPaint(() => {
    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    if (reducedMotion.matches || savesData()) return;
    document
      .querySelectorAll<HTMLVideoElement>(`video[${backgroundVideoAttributes.root}]`)
      .forEach((video) => startOne(video, reducedMotion));
  });
}
