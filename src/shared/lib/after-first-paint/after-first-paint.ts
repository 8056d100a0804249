const supportsPaintTiming = () =>
  typeof PerformanceObserver !== 'undefined' &&
  Boolean(PerformanceObserver.supportedEntryTypes?.includes('paint'));

/**
 * Runs `callback` once the page has loaded and has painted its first text or image. A page
 * can finish loading before the browser first paints it, so waiting for `load` alone still
 * lets a late download (a font, a video) compete with that paint on a slow connection. A
 * page in a background tab paints when it is shown, and only then does `callback` run.
 */
export function afterLoadAndFirstPaint(callback: () => void) {
  let loaded = document.readyState === 'complete';
  let painted = !supportsPaintTiming();
  const proceed = () => {
    if (loaded && painted) callback();
  };
  if (!painted) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      proceed();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (loaded) {
    proceed();
    return;
  }
  window.addEventListener(
    'load',
    () => {
      loaded = true;
      proceed();
    },
    { once: true },
  );
}
