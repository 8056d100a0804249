import type { MouseEvent } from 'react';

/** '#features' is a link to an element of the current page. */
export function isInPageAnchor(to: string): boolean {
  return to.startsWith('#') && to.length > 1;
}

/**
 * Scrolls to the element whose id is the anchor's target and moves focus there, so
 * keyboard and screen-reader users land where sighted users do. Browser-only: call it
 * from event handlers, never during render.
 */
function scrollToAnchor(hash: string, smooth: boolean): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  if (typeof target.scrollIntoView === 'function') {
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  // Keep the router's history state; only the hash changes, without a new history entry.
  window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}

/** Click handler for in-page anchors: smooth scroll instead of the browser's jump. */
export function handleAnchorClick(
  event: MouseEvent<HTMLElement>,
  hash: string,
  smooth: boolean,
): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (scrollToAnchor(hash, smooth)) event.preventDefault();
}
