import * as React from 'react';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { formDataReadsForms } from './web/form-data-of-forms';
import { freshStylesAfterEachTest } from './web/fresh-styles';
import { fakeMatchMedia } from './web/match-media';
import { resetDatabase } from './web/msw/db';
import { server } from './web/msw/server';

// findBy* and waitFor wait up to 5 s rather than 1 s: on a busy two-core machine a re-render
// after a debounce or a response can take longer than a second, and a real failure still fails.
configure({ asyncUtilTimeout: 5_000 });

// One API for every test file: a request no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDatabase());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// Some suites opt into the node environment (server rendering); they have no window.
if (typeof window !== 'undefined') {
  freshStylesAfterEachTest();
  formDataReadsForms();

  // jsdom has no matchMedia. Tests see a 1440 px wide desktop without motion preferences:
  // width queries are answered for that width, every other media feature is off.
  const TEST_VIEWPORT_WIDTH = 1440;
  const answer = (query: string) => {
    const widths = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    if (widths.length === 0) return false;
    return widths.every(([, kind, value]) =>
      kind === 'min' ? TEST_VIEWPORT_WIDTH >= Number(value) : TEST_VIEWPORT_WIDTH <= Number(value),
    );
  };
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(answer) });
  }

  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

// React's development build records where every element was created (an Error per element)
// so its warnings can name the owning component; over a data grid's re-renders that was a
// tenth of a component test's time. Tests read the warnings' text, never those stacks, so
// React is told its budget of recorded stacks is spent. Without the internals (another React),
// nothing changes.
const reactInternals = (
  React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
