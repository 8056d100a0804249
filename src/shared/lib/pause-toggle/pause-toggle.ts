/** On a pause/play control: which of its two icons shows (see `PauseToggleIcons`). */
export const PAUSED_ATTRIBUTE = 'data-paused';

/** Shows a pause/play control as paused or playing: its icon and its name. */
export function showPaused(
  toggle: HTMLElement,
  paused: boolean,
  names: { pause: string; play: string },
) {
  toggle.setAttribute(PAUSED_ATTRIBUTE, String(paused));
  toggle.setAttribute('aria-label', paused ? names.play : names.pause);
}
