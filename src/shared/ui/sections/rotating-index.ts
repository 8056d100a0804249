export interface Rotation {
  /** The index shown, 0..count-1. */
  readonly index: number;
  /** Holds still while paused, and resumes from the same position a full interval later. */
  setPaused(paused: boolean): void;
  /** Stops the timer. */
  destroy(): void;
}

/**
 * An index that steps through 0..count-1 every `intervalMs`, wrapping around, calling
 * `onStep` after each step. Nothing runs when there is nothing to rotate.
 */
export function createRotation(
  count: number,
  intervalMs: number,
  onStep: () => void = () => undefined,
): Rotation {
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const start = () => {
    if (timer !== undefined || count < 2 || intervalMs <= 0) return;
    timer = setInterval(() => {
      index = (index + 1) % count;
      onStep();
    }, intervalMs);
  };
  start();
  return {
    get index() {
      return index;
    },
    setPaused(paused) {
      if (paused) stop();
      else start();
    },
    destroy: stop,
  };
}
