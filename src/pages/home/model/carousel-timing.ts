export interface CarouselOptions {
  /** Number of pages (cards / cards per page, rounded up). */
  pageCount: number;
  /** Time between automatic page changes (spec: 3000 ms). */
  intervalMs: number;
  /** After a page is picked by hand, automatic paging restarts this much later (spec: 5000 ms). */
  resumeMs: number;
  /**
   * Whether the carousel may page by itself at all: false when the visitor prefers
   * reduced motion or when the cards are shown as a scrollable row.
   */
  autoAdvance: boolean;
}

export interface Carousel {
  readonly page: number;
  /** True while pages change by themselves. */
  readonly running: boolean;
  /** The visitor pressed pause (and has not pressed play since). */
  readonly stopped: boolean;
  /** Shows a page picked by hand; automatic paging holds for `resumeMs`. */
  goTo(page: number): void;
  /** The visible pause/play control. */
  toggleStopped(): void;
  /** Pointer over the carousel. */
  setHovered(hovered: boolean): void;
  /** Keyboard focus inside the carousel. */
  setFocusWithin(focused: boolean): void;
  /** The screen or the motion preference changed whether it may page by itself. */
  setAutoAdvance(autoAdvance: boolean): void;
  /** Stops every timer. */
  destroy(): void;
}

/**
 * Timing of the home carousel: pages advance every `intervalMs` and wrap around; they
 * hold while hovered, while focus is inside, while stopped with the pause control, and
 * for `resumeMs` after a page is picked by hand. `onChange` runs after every later change,
 * so the page's HTML can follow. A carousel that starts running pages one full interval later.
 */
export function createCarousel(
  { pageCount, intervalMs, resumeMs, autoAdvance }: CarouselOptions,
  onChange: () => void = () => undefined,
): Carousel {
  let page = 0;
  let hovered = false;
  let focusWithin = false;
  let stopped = false;
  let holding = false;
  let mayAdvance = autoAdvance;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let pagingTimer: ReturnType<typeof setInterval> | undefined;

  const isRunning = () =>
    mayAdvance && pageCount > 1 && !hovered && !focusWithin && !stopped && !holding;

  /** Starts the paging timer when paging may run, stops it when it may not. */
  function schedule() {
    const running = isRunning();
    if (running && pagingTimer === undefined) {
      pagingTimer = setInterval(() => {
        page = (page + 1) % pageCount;
        onChange();
      }, intervalMs);
    } else if (!running && pagingTimer !== undefined) {
      clearInterval(pagingTimer);
      pagingTimer = undefined;
    }
  }

  function changed() {
    schedule();
    onChange();
  }

  const carousel: Carousel = {
    get page() {
      return page;
    },
    get running() {
      return isRunning();
    },
    get stopped() {
      return stopped;
    },
    goTo(next) {
      if (pageCount < 1) return;
      page = ((next % pageCount) + pageCount) % pageCount;
      holding = true;
      clearTimeout(holdTimer);
      holdTimer = setTimeout(() => {
        holding = false;
        changed();
      }, resumeMs);
      changed();
    },
    toggleStopped() {
      stopped = !stopped;
      // Play means play now, not after a pending hold.
      clearTimeout(holdTimer);
      holding = false;
      changed();
    },
    setHovered(value) {
      hovered = value;
      changed();
    },
    setFocusWithin(value) {
      focusWithin = value;
      changed();
    },
    setAutoAdvance(value) {
      mayAdvance = value;
      changed();
    },
    destroy() {
      clearTimeout(holdTimer);
      clearInterval(pagingTimer);
      pagingTimer = undefined;
    },
  };
  schedule();
  return carousel;
}
