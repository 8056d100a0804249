import { fireEvent, screen } from '@testing-library/react';
import { fakeMatchMedia, renderWithProviders, spyOnMediaPlayback } from '@tests/support/web';
import { BackgroundVideo, BackgroundVideoButton } from './BackgroundVideo';
import { startBackgroundVideos } from '@/shared/lib/background-video';

const originalMatchMedia = window.matchMedia;

function renderVideo() {
  const { container } = renderWithProviders(
    <div>
      <BackgroundVideo id="hero-video" src="/media/loop.mp4" />
      <BackgroundVideoButton videoId="hero-video" />
    </div>,
  );
  return container.querySelector('video')!;
}

describe('BackgroundVideo', () => {
  beforeEach(() => {
    window.matchMedia = fakeMatchMedia([]);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    jest.restoreAllMocks();
  });

  it('arrives without a source, hidden from everyone, muted, looping and inline', () => {
    const video = renderVideo();
    expect(video).not.toHaveAttribute('src');
    expect(video).not.toBeVisible();
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('plays once the page has loaded and pauses and plays again from its button', () => {
    const { pause, play } = spyOnMediaPlayback();
    const video = renderVideo();
    startBackgroundVideos();
    expect(video).toHaveAttribute('src', '/media/loop.mp4');
    expect(video).toBeVisible();
    expect(play).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Pause background video' });
    expect(button).toHaveAttribute('aria-controls', 'hero-video');
    fireEvent.click(button);
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it('offers Play when the browser refuses to start it (battery saver)', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    renderVideo();
    startBackgroundVideos();
    expect(await screen.findByRole('button', { name: 'Play background video' })).toBeVisible();
  });

  it('waits for the page to finish loading', () => {
    const { play } = spyOnMediaPlayback();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const video = renderVideo();
    startBackgroundVideos();
    expect(video).not.toHaveAttribute('src');
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(video).toHaveAttribute('src', '/media/loop.mp4');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stays a poster for visitors who prefer less motion', () => {
    const { play } = spyOnMediaPlayback();
    window.matchMedia = fakeMatchMedia(['prefers-reduced-motion']);
    const video = renderVideo();
    startBackgroundVideos();
    expect(video).not.toHaveAttribute('src');
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('stays a poster for visitors who save data', () => {
    const { play } = spyOnMediaPlayback();
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    try {
      const video = renderVideo();
      startBackgroundVideos();
      expect(video).not.toHaveAttribute('src');
      expect(play).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
