import { fireEvent, screen, within } from '@testing-library/react';
import { fakeMatchMedia, renderWithProviders, spyOnMediaPlayback } from '@tests/support/web';
import { appPaths, company } from '@vistaar/shared/config';
import { heroLoopVideo } from '@/shared/ui/hero-loop';
import { startBackgroundVideos } from '@/shared/lib/background-video';
import { organizationJsonLd, organizationJsonLdText } from '../config/organization';
import { HomePage } from './HomePage';

const originalMatchMedia = window.matchMedia;

function renderHome() {
  return renderWithProviders(<HomePage />);
}

describe('HomePage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.matchMedia = fakeMatchMedia(['min-width']);
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
    jest.restoreAllMocks();
  });

  it('has exactly one h1, its head tags, and no executable inline script', () => {
    const { container } = renderHome();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Technology that helps Indian businesses grow',
    );
    expect(document.title).toBe(
      'Vistaar Infotech | IT Solutions, Messaging and Software Development',
    );
    const scripts = Array.from(document.querySelectorAll('script'));
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
    expect(JSON.parse(scripts[0].textContent ?? '{}')).toMatchObject({ '@type': 'Organization' });
    const ids = Array.from(container.querySelectorAll('[id]')).map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends the hero video without a source, so it never competes with the first paint', () => {
    const { container } = renderHome();
    const video = container.querySelector('video')!;
    expect(video).not.toHaveAttribute('src');
    expect(video).not.toBeVisible();
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(container.querySelector(`img[src="${heroLoopVideo.poster}"]`)).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(screen.queryByRole('button', { name: /background video/ })).not.toBeInTheDocument();
  });

  it('plays the hero video once the page has loaded, with a control to pause and play it', () => {
    const { pause, play } = spyOnMediaPlayback();
    const { container } = renderHome();
    startBackgroundVideos();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', heroLoopVideo.src);
    expect(video).toBeVisible();
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it("'Get Started' leads to the features section", () => {
    const scrollIntoView = jest.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderHome();
      const getStarted = screen.getByRole('link', { name: 'Get Started' });
      expect(getStarted).toHaveAttribute('href', '#features');
      fireEvent.click(getStarted);
      const features = document.getElementById('features');
      expect(features).not.toBeNull();
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(features).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('links the three products to /hrm, /lms and /assets', () => {
    renderHome();
    const products = screen.getByRole('region', {
      name: 'Ready-to-use software for growing teams',
    });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/hrm', '/lms', '/assets']);
  });

  it("states the spec's figures in why us", () => {
    renderHome();
    const whyUs = screen.getByRole('region', {
      name: 'A technology partner that stays after go-live',
    });
    for (const figure of ['500+', '1000+', '10+', '99%', '99.9%', '10,000+']) {
      expect(within(whyUs).getByText(figure)).toBeInTheDocument();
    }
  });

  it('shows 20 partner wordmarks, with the looping copy hidden from assistive technology', () => {
    renderHome();
    const partners = screen.getByRole('region', { name: 'Our Honour Partners' });
    const logos = within(partners).getAllByRole('img');
    expect(logos).toHaveLength(20);
    expect(new Set(logos.map((logo) => logo.getAttribute('aria-label'))).size).toBe(20);
    const duplicate = partners.querySelector('[data-duplicate="true"]');
    expect(duplicate).toHaveAttribute('aria-hidden', 'true');
    expect(duplicate!.querySelectorAll('svg')).toHaveLength(20);
    // The pause is a native box that CSS reads, so it works without JavaScript.
    const pause = within(partners).getByRole('checkbox', { name: 'Pause logo animation' });
    expect(pause).toHaveAttribute(
      'aria-controls',
      within(partners).getByTestId('marquee-track').id,
    );
    fireEvent.click(pause);
    expect(pause).toBeChecked();
  });

  it('ends with a call to action to /contact, and every link goes to a route of the app', () => {
    const { container } = renderHome();
    const cta = screen.getByRole('region', { name: 'Have a project in mind?' });
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    container.querySelectorAll('a[href]').forEach((anchor) => {
      const href = anchor.getAttribute('href')!;
      if (href.startsWith('#')) {
        expect(container.querySelector(href)).not.toBeNull();
      } else if (!/^(tel|mailto):/.test(href)) {
        expect(appPaths).toContain(href);
      }
    });
  });
});

describe('organization JSON-LD', () => {
  it('describes the company from the shared identity', () => {
    expect(organizationJsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      url: company.siteUrl,
      foundingDate: '2015',
      address: { addressLocality: 'New Delhi', addressCountry: 'IN' },
    });
    expect(organizationJsonLd.contactPoint).toHaveLength(company.phones.length);
    expect(organizationJsonLd.sameAs).toHaveLength(company.social.length);
  });

  it('serialises without a "<", so it cannot close a script element early', () => {
    const text = organizationJsonLdText();
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(organizationJsonLd);
  });
});
