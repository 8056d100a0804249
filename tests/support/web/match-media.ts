/**
 * A `window.matchMedia` (jsdom has none) that answers each query with `matching`: a list of
 * fragments, any of which in the query makes it match, or a function of the query.
 * Listeners are accepted and never called.
 */
export function fakeMatchMedia(
  matching: readonly string[] | ((query: string) => boolean),
): typeof window.matchMedia {
  const matches =
    typeof matching === 'function'
      ? matching
      : (query: string) => matching.some((fragment) => query.includes(fragment));
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
