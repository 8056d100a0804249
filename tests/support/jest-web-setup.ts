import '@testing-library/jest-dom';

// Some suites opt into the node environment (server rendering); they have no window.
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia; MUI's useMediaQuery and the reduced-motion checks need one.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
