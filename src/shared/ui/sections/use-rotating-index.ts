import { useEffect, useState } from 'react';

/**
 * An index that steps through 0..count-1 every `intervalMs`, wrapping around.
 * It holds still while `paused` (or when there is nothing to rotate) and resumes
 * from the same position. Timers run only in an effect, so it is safe on the server.
 */
export function useRotatingIndex(count: number, intervalMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || count < 2 || intervalMs <= 0) return undefined;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);

  return count > 0 ? index % count : 0;
}
