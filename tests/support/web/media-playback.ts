/**
 * jsdom cannot play media: `play` and `pause` become spies that flip `paused` and fire the
 * events a browser would, so code that listens for them sees a real player's behaviour.
 */
export function spyOnMediaPlayback() {
  const setPaused = (media: HTMLMediaElement, paused: boolean) =>
    Object.defineProperty(media, 'paused', { configurable: true, get: () => paused });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  return { pause, play };
}
