import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeMatchMedia, renderWithProviders } from '@tests/support/web';
import { featuresCarousel } from '../config/features';
import { startCarousel } from '../model/carousel-behaviour';
import { FeaturesCarousel } from './FeaturesCarousel';

const originalMatchMedia = window.matchMedia;
/** A wide screen: MUI's up('md') is a min-width query. */
const DESKTOP = ['min-width'];
const REDUCED_MOTION = 'prefers-reduced-motion';

/** The server's HTML, with its behaviour started as the islands runtime starts it. */
function renderCarousel() {
  const rendered = renderWithProviders(<FeaturesCarousel section={featuresCarousel} />);
  startCarousel(rendered.container);
  return rendered;
}

const dot = (n: number) => screen.getByRole('button', { name: `Show slide ${n}` });
const currentSlide = () =>
  screen
    .getAllByRole('button', { name: /^Show slide \d$/ })
    .findIndex((button) => button.hasAttribute('aria-current')) + 1;
const carousel = () => screen.getByRole('group', { name: featuresCarousel.label });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('FeaturesCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.matchMedia = fakeMatchMedia(DESKTOP);
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('shows six cards linking to the spec routes, in pages of three', () => {
    renderCarousel();
    const links = within(carousel())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/webapp-development',
      '/ai-solutions',
      '/audit',
      '/',
      '/',
      '/api-integration',
    ]);
    expect(screen.getAllByRole('button', { name: /^Show slide \d$/ })).toHaveLength(2);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
    // Cards of the page out of view cannot be reached.
    const items = within(carousel()).getAllByRole('listitem').slice(0, 6);
    expect(items.map((item) => item.hasAttribute('inert'))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('advances to the next page every 3000 ms and wraps around', () => {
    renderCarousel();
    tick(2999);
    expect(currentSlide()).toBe(1);
    tick(1);
    expect(currentSlide()).toBe(2);
    tick(3000);
    expect(currentSlide()).toBe(1);
  });

  it('holds while hovered and moves on after the pointer leaves', () => {
    renderCarousel();
    fireEvent.mouseEnter(carousel());
    tick(15_000);
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(carousel());
    tick(3000);
    expect(currentSlide()).toBe(2);
  });

  it('holds while keyboard focus is inside', () => {
    renderCarousel();
    act(() => within(carousel()).getAllByRole('link')[0].focus());
    tick(15_000);
    expect(currentSlide()).toBe(1);
  });

  it('after a dot click, shows that page, pauses, and resumes paging 5000 ms later', () => {
    renderCarousel();
    fireEvent.click(dot(2));
    expect(currentSlide()).toBe(2);
    // Without the hold it would have moved on after 3000 ms.
    tick(4999);
    expect(currentSlide()).toBe(2);
    tick(1);
    // Paging has resumed: the next page follows one interval later.
    tick(2999);
    expect(currentSlide()).toBe(2);
    tick(1);
    expect(currentSlide()).toBe(1);
  });

  it('has a visible pause/play control', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    tick(20_000);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play carousel' }));
    tick(3000);
    expect(currentSlide()).toBe(2);
  });

  it('never moves by itself when reduced motion is preferred', () => {
    window.matchMedia = fakeMatchMedia([...DESKTOP, REDUCED_MOTION]);
    renderCarousel();
    tick(30_000);
    expect(currentSlide()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pause carousel' })).not.toBeInTheDocument();
    fireEvent.click(dot(2));
    expect(currentSlide()).toBe(2);
  });

  it('below md: a scrollable row with every card reachable and no paging', () => {
    window.matchMedia = fakeMatchMedia([]);
    renderCarousel();
    tick(30_000);
    const items = within(carousel()).getAllByRole('listitem').slice(0, 6);
    expect(items.every((item) => !item.hasAttribute('inert'))).toBe(true);
    expect(currentSlide()).toBe(1);
  });
});
