import { useCallback, useEffect, useRef, useState } from 'react';

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
  page: number;
  /** True while pages change by themselves. */
  running: boolean;
  /** The visitor pressed pause (and has not pressed play since). */
  stopped: boolean;
  /** Shows a page picked by hand; automatic paging holds for `resumeMs`. */
  goTo(page: number): void;
  /** The visible pause/play control. */
  toggleStopped(): void;
  /** Pointer over the carousel. */
  setHovered(hovered: boolean): void;
  /** Keyboard focus inside the carousel. */
  setFocusWithin(focused: boolean): void;
}

/**
 * Timing of the home carousel: pages advance every `intervalMs` and wrap around; they
 * hold while hovered, while focus is inside, while stopped with the pause control, and
 * for `resumeMs` after a page is picked by hand. Timers run only in effects and event
 * handlers, so rendering on the server is safe.
 */
export function useCarousel({
  pageCount,
  intervalMs,
  resumeMs,
  autoAdvance,
}: CarouselOptions): Carousel {
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const running = autoAdvance && pageCount > 1 && !hovered && !focusWithin && !stopped && !holding;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setPage((current) => (current + 1) % pageCount);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [running, pageCount, intervalMs]);

  useEffect(() => () => clearTimeout(holdTimer.current), []);

  const goTo = useCallback(
    (next: number) => {
      if (pageCount < 1) return;
      setPage(((next % pageCount) + pageCount) % pageCount);
      setHolding(true);
      clearTimeout(holdTimer.current);
      holdTimer.current = setTimeout(() => setHolding(false), resumeMs);
    },
    [pageCount, resumeMs],
  );

  const toggleStopped = useCallback(() => {
    setStopped((current) => !current);
    // Play means play now, not after a pending hold.
    clearTimeout(holdTimer.current);
    setHolding(false);
  }, []);

  return {
    page: pageCount > 0 ? Math.min(page, pageCount - 1) : 0,
    running,
    stopped,
    goTo,
    toggleStopped,
    setHovered,
    setFocusWithin,
  };
}
