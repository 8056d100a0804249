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

  describe('on a phone', () => {
    const phone = () => (window.matchMedia = fakeMatchMedia(['max-width']));
    let idle: jest.Mock<number, [IdleRequestCallback, IdleRequestOptions?]>;

    beforeEach(() => {
      phone();
      idle = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
      window.requestIdleCallback = idle;
      window.cancelIdleCallback = jest.fn();
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    });

    const runIdleCallback = () =>
      idle.mock.calls[0][0]({ didTimeout: false, timeRemaining: () => 50 });

    it('waits for the browser to be idle after the page has loaded', () => {
      const { play } = spyOnMediaPlayback();
      const video = renderVideo();
      startBackgroundVideos();
      expect(video).not.toHaveAttribute('src');
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      runIdleCallback();
      expect(video).toHaveAttribute('src', '/media/loop.mp4');
      expect(play).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    });

    it('waits a moment where the browser has no idle callbacks', () => {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      jest.useFakeTimers();
      try {
        spyOnMediaPlayback();
        const video = renderVideo();
        startBackgroundVideos();
        jest.advanceTimersByTime(999);
        expect(video).not.toHaveAttribute('src');
        jest.advanceTimersByTime(1);
        expect(video).toHaveAttribute('src', '/media/loop.mp4');
      } finally {
        jest.useRealTimers();
      }
    });

    it('never starts for visitors who prefer less motion', () => {
      const { play } = spyOnMediaPlayback();
      window.matchMedia = fakeMatchMedia(['max-width', 'prefers-reduced-motion']);
      const video = renderVideo();
      startBackgroundVideos();
      expect(idle).not.toHaveBeenCalled();
      expect(video).not.toHaveAttribute('src');
      expect(play).not.toHaveBeenCalled();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('never starts for visitors who save data, even if they switch it on while it waits', () => {
      const { play } = spyOnMediaPlayback();
      const video = renderVideo();
      startBackgroundVideos();
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true },
      });
      try {
        runIdleCallback();
        expect(video).not.toHaveAttribute('src');
        expect(play).not.toHaveBeenCalled();
        expect(screen.queryByRole('button')).not.toBeInTheDocument();
      } finally {
        Reflect.deleteProperty(navigator, 'connection');
      }
    });
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
