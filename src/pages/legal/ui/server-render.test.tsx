/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { TestProviders } from '@tests/support/web';
import { legalPaths } from '@vistaar/shared/config';
import { loadLegalRoute } from './load-legal-route';

// Public pages will be rendered to HTML at build time: nothing may touch window or document while rendering.
describe('legal pages render outside the browser', () => {
  it.each(legalPaths.map((path) => [path]))('%s', async (path) => {
    expect(typeof window).toBe('undefined');
    const { Component } = await loadLegalRoute(path);
    const html = renderToString(
      <TestProviders route={path}>
        <Component />
      </TestProviders>,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html.length).toBeGreaterThan(5000);
  });
});
