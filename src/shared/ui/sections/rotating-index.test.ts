import { createRotation } from './rotating-index';

describe('createRotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('steps through the indexes every interval and wraps', () => {
    const rotation = createRotation(3, 2500);
    expect(rotation.index).toBe(0);
    jest.advanceTimersByTime(2500);
    expect(rotation.index).toBe(1);
    jest.advanceTimersByTime(2500);
    expect(rotation.index).toBe(2);
    jest.advanceTimersByTime(2500);
    expect(rotation.index).toBe(0);
  });

  it('holds still while paused and resumes from the same place', () => {
    const rotation = createRotation(3, 2500);
    jest.advanceTimersByTime(2500);
    rotation.setPaused(true);
    jest.advanceTimersByTime(20_000);
    expect(rotation.index).toBe(1);
    rotation.setPaused(false);
    jest.advanceTimersByTime(2500);
    expect(rotation.index).toBe(2);
  });

  it('does not run a timer for fewer than two items', () => {
    const rotation = createRotation(1, 2500);
    jest.advanceTimersByTime(10_000);
    expect(rotation.index).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
