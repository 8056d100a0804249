import { act, fireEvent, screen } from '@testing-library/react';
import { fakeMatchMedia, renderWithProviders, spyOnMediaPlayback } from '@tests/support/web';
import type { ReactElement } from 'react';
import { startBackgroundVideos } from '@/shared/lib/background-video';
import { startHeadlineRotation } from './headline-rotation';
import { HeroSection } from './HeroSection';

/** The server's HTML, with the headline's behaviour started as the islands runtime starts it. */
function renderUi(ui: ReactElement) {
  const rendered = renderWithProviders(ui);
  startHeadlineRotation(rendered.container);
  return rendered;
}

const hero: HeroSection = {
  kind: 'hero',
  eyebrow: 'Development',
  title: 'We build fast',
  highlight: 'fast',
  subtitle: 'Web and app development from New Delhi.',
  actions: [
    { label: 'Get a quote', to: '/contact' },
    { label: 'See our work', to: '#work', variant: 'secondary' },
  ],
  stats: [
    { value: '10+', label: 'Years' },
    { value: '500+', label: 'Projects' },
  ],
  rotatingWords: ['websites', 'mobile apps', 'web portals'],
};

const originalMatchMedia = window.matchMedia;

function liveWord(container: HTMLElement): HTMLElement {
  const node = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!node) throw new Error('no aria-live region');
  return node;
}

describe('HeroSection', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.matchMedia = fakeMatchMedia([]);
  });

  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
    jest.restoreAllMocks();
  });

  it('renders the title as the h1 with the highlight, the subtitle, actions and stats', () => {
    const { container } = renderUi(<HeroSection section={hero} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('We build fast websites');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByText('fast').tagName).toBe('SPAN');
    expect(screen.getByText('Web and app development from New Delhi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'See our work' })).toHaveAttribute('href', '#work');
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We build fast websites' })).toBeInTheDocument();
  });

  it('advances the rotating word every 2500 ms, in order, wrapping around', () => {
    const { container } = renderUi(<HeroSection section={hero} />);
    const word = liveWord(container);
    expect(word).toHaveTextContent('websites');

    act(() => jest.advanceTimersByTime(2499));
    expect(word).toHaveTextContent('websites');
    act(() => jest.advanceTimersByTime(1));
    expect(word).toHaveTextContent('mobile apps');
    act(() => jest.advanceTimersByTime(2500));
    expect(word).toHaveTextContent('web portals');
    act(() => jest.advanceTimersByTime(2500));
    expect(word).toHaveTextContent('websites');
    // The same live region stays in place so screen readers announce the change.
    expect(liveWord(container)).toBe(word);
  });

  it('stops rotating when paused with the button and resumes with play', () => {
    const { container } = renderUi(<HeroSection section={hero} />);
    const word = liveWord(container);
    act(() => jest.advanceTimersByTime(2500));
    expect(word).toHaveTextContent('mobile apps');

    fireEvent.click(screen.getByRole('button', { name: 'Pause headline animation' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(word).toHaveTextContent('mobile apps');

    fireEvent.click(screen.getByRole('button', { name: 'Play headline animation' }));
    expect(screen.getByRole('button', { name: 'Pause headline animation' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2500));
    expect(word).toHaveTextContent('web portals');
  });

  it('does not rotate, and offers no pause button, when reduced motion is preferred', () => {
    window.matchMedia = fakeMatchMedia(['prefers-reduced-motion']);
    const { container } = renderUi(<HeroSection section={hero} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(liveWord(container)).toHaveTextContent('websites');
    expect(screen.queryByRole('button', { name: /headline animation/ })).not.toBeInTheDocument();
  });

  it('renders no rotation controls without rotating words', () => {
    const { container } = renderUi(<HeroSection section={{ ...hero, rotatingWords: undefined }} />);
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We build fast');
  });

  it('starts its background video over the poster once the page has loaded, with a pause control', () => {
    const { play } = spyOnMediaPlayback();
    const { container } = renderUi(
      <HeroSection
        section={{ ...hero, media: { kind: 'video', src: '/v.mp4', poster: '/p.jpg' } }}
      />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/p.jpg');
    expect(img).toHaveAttribute('alt', '');
    const video = container.querySelector('video');
    expect(video).not.toHaveAttribute('src');
    startBackgroundVideos();
    expect(video).toHaveAttribute('src', '/v.mp4');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toHaveAttribute(
      'aria-controls',
      video?.id,
    );
  });

  it('draws an illustration hidden from assistive technology', () => {
    const { container } = renderUi(
      <HeroSection section={{ ...hero, media: { kind: 'illustration', name: 'network' } }} />,
    );
    const svg = container.querySelector('svg[viewBox="0 0 400 300"]');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
