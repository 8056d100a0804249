import type { ComponentType } from 'react';
import type { MarketingPath } from '@vistaar/shared/config';
import { contentLoaders } from '../config/content-loaders';
import { MarketingPage } from './MarketingPage';

/**
 * For a router `lazy` route: loads the page's content chunk, then returns a component
 * that renders it.
 */
export async function loadMarketingRoute(
  path: MarketingPath,
): Promise<{ Component: ComponentType }> {
  const { content } = await contentLoaders[path]();
  function MarketingRoute() {
    return <MarketingPage content={content} path={path} />;
  }
  MarketingRoute.displayName = `MarketingRoute(${path})`;
  return { Component: MarketingRoute };
}
