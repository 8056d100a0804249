import '@testing-library/jest-dom';

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
