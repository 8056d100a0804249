import { act, renderHook } from '@testing-library/react';
import { useCarousel, type CarouselOptions } from './use-carousel';

const options: CarouselOptions = {
  pageCount: 3,
  intervalMs: 3000,
  resumeMs: 5000,
  autoAdvance: true,
};

function setup(overrides: Partial<CarouselOptions> = {}) {
  return renderHook((props: CarouselOptions) => useCarousel(props), {
    initialProps: { ...options, ...overrides },
  });
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances one page every 3000 ms and wraps around', () => {
    const { result } = setup();
    expect(result.current.page).toBe(0);
    expect(result.current.running).toBe(true);
    tick(2999);
    expect(result.current.page).toBe(0);
    tick(1);
    expect(result.current.page).toBe(1);
    tick(3000);
    expect(result.current.page).toBe(2);
    tick(3000);
    expect(result.current.page).toBe(0);
  });

  it('holds while hovered and carries on once the pointer leaves', () => {
    const { result } = setup();
    tick(1000);
    act(() => result.current.setHovered(true));
    expect(result.current.running).toBe(false);
    tick(30_000);
    expect(result.current.page).toBe(0);
    act(() => result.current.setHovered(false));
    tick(2999);
    expect(result.current.page).toBe(0);
    tick(1);
    expect(result.current.page).toBe(1);
  });

  it('holds while keyboard focus is inside', () => {
    const { result } = setup();
    act(() => result.current.setFocusWithin(true));
    tick(10_000);
    expect(result.current.page).toBe(0);
    act(() => result.current.setFocusWithin(false));
    tick(3000);
    expect(result.current.page).toBe(1);
  });

  it('after a page is picked by hand, holds for 5000 ms and then advances every 3000 ms again', () => {
    const { result } = setup();
    act(() => result.current.goTo(2));
    expect(result.current.page).toBe(2);
    expect(result.current.running).toBe(false);
    tick(4999);
    expect(result.current.page).toBe(2);
    expect(result.current.running).toBe(false);
    tick(1);
    expect(result.current.running).toBe(true);
    tick(2999);
    expect(result.current.page).toBe(2);
    tick(1);
    expect(result.current.page).toBe(0);
  });

  it('restarts the 5000 ms hold when another page is picked', () => {
    const { result } = setup();
    act(() => result.current.goTo(1));
    tick(4000);
    act(() => result.current.goTo(2));
    tick(4999);
    expect(result.current.running).toBe(false);
    tick(1);
    expect(result.current.running).toBe(true);
  });

  it('stays put while stopped with the pause control; play resumes at once', () => {
    const { result } = setup();
    act(() => result.current.goTo(1));
    act(() => result.current.toggleStopped());
    expect(result.current.stopped).toBe(true);
    tick(60_000);
    expect(result.current.page).toBe(1);
    act(() => result.current.toggleStopped());
    expect(result.current.running).toBe(true);
    tick(3000);
    expect(result.current.page).toBe(2);
  });

  it('never pages by itself without auto-advance (reduced motion, scrollable row), but still pages by hand', () => {
    const { result } = setup({ autoAdvance: false });
    tick(60_000);
    expect(result.current.page).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    act(() => result.current.goTo(1));
    expect(result.current.page).toBe(1);
    tick(60_000);
    expect(result.current.page).toBe(1);
  });

  it('runs no timer for a single page', () => {
    const { result } = setup({ pageCount: 1 });
    tick(10_000);
    expect(result.current.page).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears its timers on unmount', () => {
    const { result, unmount } = setup();
    act(() => result.current.goTo(1));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
