/** Fetches a module (and compiles it) without running it; true once it has arrived. */
function modulePreload(href: string): Promise<boolean> {
  const link = document.createElement('link');
  const arrived = new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
  link.rel = 'modulepreload';
  // Behind anything the visitor sets going meanwhile (a page, an API call).
  link.setAttribute('fetchpriority', 'low');
  link.href = href;
  document.head.appendChild(link);
  return arrived;
}

/**
 * Makes every island on the page ready for its first tap: the files `list` names (every file
 * the page's islands run, as the server listed them) are fetched and compiled, not run: an
 * island still wakes at its own moment, but its first tap waits for no network. Resolves true
 * once every file has arrived.
 */
export async function prepareIslandsAhead(list: HTMLElement): Promise<boolean> {
  const files: unknown = JSON.parse(list.textContent ?? '[]');
  if (!Array.isArray(files)) return false;
  const known = new Set(
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  const arrivals = files
    .filter((file): file is string => typeof file === 'string' && !known.has(file))
    .map(modulePreload);
  return (await Promise.all(arrivals)).every(Boolean);
}
