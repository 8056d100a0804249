import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
    jest.useRealTimers();
  });

  it('asks the browser for its next idle moment, at most three seconds away, and can cancel it', () => {
    const callback = jest.fn();
    window.requestIdleCallback = jest.fn(() => 7);
    window.cancelIdleCallback = jest.fn();
    const cancel = whenIdle(callback);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 3_000 });
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits one second where the browser has no idle callbacks, unless cancelled', () => {
    jest.useFakeTimers();
    const ran = jest.fn();
    whenIdle(ran);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(999);
    expect(ran).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
