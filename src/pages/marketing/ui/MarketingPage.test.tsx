import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/web';
import { marketingPaths } from '@vistaar/shared/config';
import { contentLoaders } from '../config/content-loaders';
import { loadMarketingRoute } from './load-marketing-route';
import { MarketingPage } from './MarketingPage';

describe('marketing pages', () => {
  it('has a content loader for every marketing path', () => {
    expect(Object.keys(contentLoaders).sort()).toEqual([...marketingPaths].sort());
  });

  it.each([...marketingPaths])('%s renders with its head tags and exactly one h1', async (path) => {
    const { content } = await contentLoaders[path]();
    const { container, unmount } = renderWithProviders(
      <MarketingPage content={content} path={path} />,
      { route: path },
    );
    expect(document.title).toBe(`${content.meta.title} | Vistaar Infotech`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.vistaarinfotech.in${path}`,
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    // Section ids are unique, so in-page anchors have one target.
    const ids = Array.from(container.querySelectorAll('[id]')).map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every in-page action points at an element of the page.
    container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]').forEach((anchor) => {
      const target = decodeURIComponent(anchor.getAttribute('href')!.slice(1));
      expect(container.querySelector(`[id="${target}"]`)).not.toBeNull();
    });
    if (content.decoration === 'scroll-shapes') {
      const shapes = container.querySelector('[aria-hidden="true"]:has(> div + div + div)');
      expect(shapes).not.toBeNull();
    }
    unmount();
  });

  it('loadMarketingRoute returns a component that renders the page', async () => {
    const { Component } = await loadMarketingRoute('/bulk-sms');
    const { content } = await contentLoaders['/bulk-sms']();
    renderWithProviders(<Component />, { route: '/bulk-sms' });
    const hero = content.sections.find((section) => section.kind === 'hero');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      hero && hero.kind === 'hero' ? hero.title : content.meta.title,
    );
  });
});
