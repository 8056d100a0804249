import { islandCodeElementId } from '@/shared/ui/island';

/** Where the built client's files are, as the server read them from Vite's manifest. */
export interface PageAssets {
  /** The islands runtime (a module script). */
  script: string;
  /** The header's menus (a module script that imports nothing). */
  menuScript: string;
  /** Its static imports, preloaded so they download in parallel with it. */
  modulePreloads: readonly string[];
  /** React, the theme and the island mounter, for pages with an island that wakes at once. */
  mountPreloads: readonly string[];
  /** Each island's own chunk and its static imports, by island name. */
  islandCode: Readonly<Record<string, readonly string[]>>;
  /** The API islands' store and its static imports. */
  storePreloads: readonly string[];
}

export interface DocumentParts {
  headTags: string;
  styleIds: readonly string[];
  css: string;
  body: string;
  /** JSON for the islands' store, when the page has store islands. */
  state?: string;
  /** Whether an island wakes as soon as the page runs (its code is then preloaded). */
  wakesAtOnce: boolean;
  /**
   * Every file the page's islands run, fetched once the page is idle (see `hydrate-islands`),
   * so that a first tap waits for no network.
   */
  islandCode: readonly string[];
  assets: PageAssets;
  /** The fallback faces every first paint uses. */
  fontCss: string;
  /** The web fonts' rules, for a visitor without JavaScript (the islands runtime loads them otherwise). */
  noScriptFontCss: string;
}

/** JSON inside a script element: `<` is escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The finished HTML document. Everything the first paint needs is inline (the fallback
 * fonts' rules, the page's critical CSS); the two scripts are modules, so they never block rendering.
 * The islands' code is fetched at low priority: on a slow connection the page's own bytes and
 * its first paint come first, and nothing on it needs script to be read.
 */
export function renderDocument(parts: DocumentParts): string {
  const preloads = [
    parts.assets.script,
    ...parts.assets.modulePreloads,
    ...(parts.wakesAtOnce ? parts.assets.mountPreloads : []),
  ]
    .map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}">`)
    .join('');
  return [
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#1D4ED8">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    parts.headTags,
    preloads,
    `<style>${parts.fontCss}</style>`,
    `<noscript><style>${parts.noScriptFontCss}</style></noscript>`,
    `<style data-emotion="css ${parts.styleIds.join(' ')}">${parts.css}</style>`,
    '</head><body>',
    `<div id="root">${parts.body}</div>`,
    parts.state ? `<script type="application/json" id="island-state">${parts.state}</script>` : '',
    parts.islandCode.length
      ? `<script type="application/json" id="${islandCodeElementId}">${scriptJson(parts.islandCode)}</script>`
      : '',
    // First, at normal priority: a tap on a menu must find it running.
    `<script type="module" src="${parts.assets.menuScript}"></script>`,
    `<script type="module" fetchpriority="low" src="${parts.assets.script}"></script>`,
    '</body></html>',
  ].join('');
}

const HOISTABLE = /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

/** React puts a page's title, meta and link elements first in its output; they belong in <head>. */
export function splitHeadTags(html: string): { headTags: string; body: string } {
  let rest = html;
  let headTags = '';
  for (let match = HOISTABLE.exec(rest); match; match = HOISTABLE.exec(rest)) {
    headTags += match[0];
    rest = rest.slice(match[0].length);
  }
  return { headTags, body: rest };
}
