import { createCarousel, type CarouselOptions } from './carousel-timing';

const options: CarouselOptions = {
  pageCount: 3,
  intervalMs: 3000,
  resumeMs: 5000,
  autoAdvance: true,
};

function setup(overrides: Partial<CarouselOptions> = {}) {
  return createCarousel({ ...options, ...overrides });
}

const tick = (ms: number) => jest.advanceTimersByTime(ms);

describe('createCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances one page every 3000 ms and wraps around', () => {
    const carousel = setup();
    expect(carousel.page).toBe(0);
    expect(carousel.running).toBe(true);
    tick(2999);
    expect(carousel.page).toBe(0);
    tick(1);
    expect(carousel.page).toBe(1);
    tick(3000);
    expect(carousel.page).toBe(2);
    tick(3000);
    expect(carousel.page).toBe(0);
  });

  it('holds while hovered and carries on once the pointer leaves', () => {
    const carousel = setup();
    tick(1000);
    carousel.setHovered(true);
    expect(carousel.running).toBe(false);
    tick(30_000);
    expect(carousel.page).toBe(0);
    carousel.setHovered(false);
    tick(2999);
    expect(carousel.page).toBe(0);
    tick(1);
    expect(carousel.page).toBe(1);
  });

  it('holds while keyboard focus is inside', () => {
    const carousel = setup();
    carousel.setFocusWithin(true);
    tick(10_000);
    expect(carousel.page).toBe(0);
    carousel.setFocusWithin(false);
    tick(3000);
    expect(carousel.page).toBe(1);
  });

  it('after a page is picked by hand, holds for 5000 ms and then advances every 3000 ms again', () => {
    const carousel = setup();
    carousel.goTo(2);
    expect(carousel.page).toBe(2);
    expect(carousel.running).toBe(false);
    tick(4999);
    expect(carousel.page).toBe(2);
    expect(carousel.running).toBe(false);
    tick(1);
    expect(carousel.running).toBe(true);
    tick(2999);
    expect(carousel.page).toBe(2);
    tick(1);
    expect(carousel.page).toBe(0);
  });

  it('restarts the 5000 ms hold when another page is picked', () => {
    const carousel = setup();
    carousel.goTo(1);
    tick(4000);
    carousel.goTo(2);
    tick(4999);
    expect(carousel.running).toBe(false);
    tick(1);
    expect(carousel.running).toBe(true);
  });

  it('stays put while stopped with the pause control; play resumes at once', () => {
    const carousel = setup();
    carousel.goTo(1);
    carousel.toggleStopped();
    expect(carousel.stopped).toBe(true);
    tick(60_000);
    expect(carousel.page).toBe(1);
    carousel.toggleStopped();
    expect(carousel.running).toBe(true);
    tick(3000);
    expect(carousel.page).toBe(2);
  });

  it('never pages by itself without auto-advance (reduced motion, scrollable row), but still pages by hand', () => {
    const carousel = setup({ autoAdvance: false });
    tick(60_000);
    expect(carousel.page).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    carousel.goTo(1);
    expect(carousel.page).toBe(1);
    tick(60_000);
    expect(carousel.page).toBe(1);
  });

  it('runs no timer for a single page', () => {
    const carousel = setup({ pageCount: 1 });
    tick(10_000);
    expect(carousel.page).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears its timers on unmount', () => {
    const carousel = setup();
    carousel.goTo(1);
    carousel.destroy();
    expect(jest.getTimerCount()).toBe(0);
  });
});
