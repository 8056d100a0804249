/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { TestProviders } from '@tests/support/web';
import { marketingPaths } from '@vistaar/shared/config';
import { loadMarketingRoute } from './load-marketing-route';

// Public pages will be rendered to HTML at build time: nothing may touch window or document while rendering.
describe('marketing pages render outside the browser', () => {
  it.each(marketingPaths.map((path) => [path]))('%s', async (path) => {
    expect(typeof window).toBe('undefined');
    const { Component } = await loadMarketingRoute(path);
    const html = renderToString(
      <TestProviders route={path}>
        <Component />
      </TestProviders>,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html.length).toBeGreaterThan(5000);
  });
});
