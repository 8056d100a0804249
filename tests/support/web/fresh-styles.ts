import { createElement } from 'react';
import { render } from '@testing-library/react';
import { __unsafe_useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

let styleCache: EmotionCache | null = null;

function ReadStyleCache() {
  styleCache = __unsafe_useEmotionCache();
  return null;
}

/**
 * Empties emotion's style sheet after each test, and forgets what it inserted so the next test's
 * components insert their rules again. jsdom matches every element against every rule in the
 * document on each visibility check; in a run of several files in one registry
 * (scripts/jest-in-groups.mjs) the rules of all earlier tests piled up and each check slowed.
 */
export function freshStylesAfterEachTest(): void {
  afterEach(() => {
    if (!styleCache) render(createElement(ReadStyleCache)).unmount();
    if (!styleCache) return;
    styleCache.sheet.flush();
    for (const key of Object.keys(styleCache.inserted)) delete styleCache.inserted[key];
  });
}
