import { useEffect, type RefObject } from 'react';

/** How long a screen's code and first data may take before the heading gives up waiting. */
const WAIT_MS = 5000;

/**
 * After sign-in and after every move between staff screens, the keyboard and screen readers
 * start at the new screen's heading, not on the page body where the old one left them. The
 * screens load lazily, so the heading is awaited; a screen that has already put the focus
 * somewhere inside itself (a form's first field) keeps it.
 */
export function useFocusPageHeading(main: RefObject<HTMLElement | null>, pathname: string) {
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const focusHeading = () => {
      if (root.contains(document.activeElement) && document.activeElement !== root) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [main, pathname]);
}
