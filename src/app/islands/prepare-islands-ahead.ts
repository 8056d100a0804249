/** Fetches a module (and compiles it) without running it. */
function modulePreload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // Behind anything the visitor sets going meanwhile (a page, an API call).
  link.setAttribute('fetchpriority', 'low');
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Makes every island on the page ready for its first tap: the files `list` names (every file
 * the page's islands run, as the server listed them) are fetched and compiled, not run: an
 * island still wakes at its own moment, but its first tap waits for no network.
 */
export function prepareIslandsAhead(list: HTMLElement) {
  const files: unknown = JSON.parse(list.textContent ?? '[]');
  if (!Array.isArray(files)) return;
  const known = new Set(
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  files
    .filter((file): file is string => typeof file === 'string' && !known.has(file))
    .forEach(modulePreload);
}
