import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * True once the page and its first resources have loaded, and only when the visitor has
 * not asked to save data: heavy extras such as a background video wait for it, so they
 * never compete with the first paint. False on the server and while hydrating.
 */
export function usePageLoadedForExtras(): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      document.readyState === 'complete' &&
      !(navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData,
    () => false,
  );
}
