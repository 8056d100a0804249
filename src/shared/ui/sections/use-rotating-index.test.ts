import { act, renderHook } from '@testing-library/react';
import { useRotatingIndex } from './use-rotating-index';

describe('useRotatingIndex', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('steps through the indexes every interval and wraps', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 2500, false));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(2500));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(2500));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(2500));
    expect(result.current).toBe(0);
  });

  it('holds still while paused and resumes from the same place', () => {
    const { result, rerender } = renderHook(
      ({ paused }: { paused: boolean }) => useRotatingIndex(3, 2500, paused),
      { initialProps: { paused: false } },
    );
    act(() => jest.advanceTimersByTime(2500));
    rerender({ paused: true });
    act(() => jest.advanceTimersByTime(20_000));
    expect(result.current).toBe(1);
    rerender({ paused: false });
    act(() => jest.advanceTimersByTime(2500));
    expect(result.current).toBe(2);
  });

  it('does not run a timer for fewer than two items', () => {
    const { result } = renderHook(() => useRotatingIndex(1, 2500, false));
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
