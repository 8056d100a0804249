import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { careersApi } from '@/features/careers';
import type { Job } from '@/entities/job';
import {
  IslandCollectorContext,
  isBehaviourIsland,
  storeIslandNames,
  type CollectedIsland,
  type IslandCollector,
} from '@/shared/ui/island';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { makeIslandStore, type IslandStore } from '../model/island-store';
import { fallbackFontCss, webFontCss } from '../styles/fonts';
import { theme } from '@/shared/ui/theme';
import { resolvePublicPage, type PublicPageData } from './public-pages';
import { renderDocument, scriptJson, splitHeadTags, type PageAssets } from './render-document';

export type { PageAssets } from './render-document';
export type { PublicPageData } from './public-pages';

export interface PublicPageRequest extends PublicPageData {
  path: string;
  assets: PageAssets;
  /** /career: the open jobs, newest first. */
  jobs?: Job[];
}

export interface RenderedPage {
  status: number;
  html: string;
}

function collectorFor(islands: CollectedIsland[]): IslandCollector {
  // A random part keeps a page's text from ever matching a token by chance.
  const nonce = Math.random().toString(36).slice(2, 10);
  return {
    add(island) {
      const index = islands.length;
      const collected = {
        ...island,
        idPrefix: `i${index}-`,
        token: `\u2063island-${nonce}-${index}\u2063`,
      };
      islands.push(collected);
      return collected;
    },
  };
}

function providers(cache: ReturnType<typeof createCache>, store: IslandStore, children: ReactNode) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <Provider store={store}>{children}</Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * Renders one public page to a complete HTML document. The page renders once with every
 * island replaced by a token; then each island renders as its own root (the way the browser
 * hydrates it) and takes its token's place. Emotion collects the CSS of both passes.
 */
export async function renderPublicPage(request: PublicPageRequest): Promise<RenderedPage> {
  const { status, element } = await resolvePublicPage(request.path, request);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const store = makeIslandStore();
  if (request.jobs) {
    await store.dispatch(careersApi.util.upsertQueryData('getJobs', undefined, request.jobs));
  }

  const islands: CollectedIsland[] = [];
  let html = renderToString(
    providers(
      cache,
      store,
      <IslandCollectorContext.Provider value={collectorFor(islands)}>
        <CssBaseline />
        <PublicLayout pathname={request.path}>{element}</PublicLayout>
      </IslandCollectorContext.Provider>,
    ),
  );
  let islandHeadTags = '';
  for (const island of islands) {
    // An island's own head elements (an image preload, say) join the page's head.
    const { headTags, body } = splitHeadTags(
      renderToString(providers(cache, store, island.element), {
        identifierPrefix: island.idPrefix,
      }),
    );
    islandHeadTags += headTags;
    html = html.replace(island.token, () => body);
  }

  const page = splitHeadTags(html);
  const headTags = page.headTags + islandHeadTags;
  const { body } = page;
  const { css, ids } = emotion.extractCritical(body);
  const needsStore = islands.some((island) => storeIslandNames.includes(island.name));
  const { assets } = request;
  // Behaviour islands run plain DOM code: React and the mounter come only with a React island.
  const needsReact = islands.some((island) => !isBehaviourIsland(island.name));
  const islandCode = new Set([
    ...(needsReact ? assets.mountPreloads : []),
    ...(needsStore ? assets.storePreloads : []),
    ...islands.flatMap((island) => assets.islandCode[island.name] ?? []),
  ]);
  return {
    status,
    html: renderDocument({
      headTags,
      body,
      css,
      styleIds: ids,
      state: needsStore ? scriptJson(store.getState()[careersApi.reducerPath]) : undefined,
      wakesAtOnce: islands.some((island) => island.hydrate === 'load'),
      islandCode: [...islandCode],
      assets,
      fontCss: fallbackFontCss,
      noScriptFontCss: webFontCss,
    }),
  };
}
