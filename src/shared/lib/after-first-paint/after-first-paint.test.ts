import { afterLoadAndFirstPaint } from './after-first-paint';

type Entries = { getEntriesByName: (name: string) => unknown[] };

describe('afterLoadAndFirstPaint', () => {
  let report: ((list: Entries) => void) | undefined;
  let disconnected = false;
  let readyState: jest.SpyInstance;

  const paint = (name: string) =>
    report?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });

  beforeEach(() => {
    report = undefined;
    disconnected = false;
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = Object.assign(
      class {
        constructor(callback: (list: Entries) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {
          disconnected = true;
        }
      },
      { supportedEntryTypes: ['paint'] },
    );
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  });

  afterEach(() => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    readyState.mockRestore();
  });

  it('waits for both the load event and the first contentful paint, in either order', () => {
    const first = jest.fn();
    afterLoadAndFirstPaint(first);
    window.dispatchEvent(new Event('load'));
    expect(first).not.toHaveBeenCalled();
    paint('first-paint');
    expect(first).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(first).toHaveBeenCalledTimes(1);
    expect(disconnected).toBe(true);

    const second = jest.fn();
    afterLoadAndFirstPaint(second);
    paint('first-contentful-paint');
    expect(second).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('waits only for the load event where the browser does not report paints', () => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    const callback = jest.fn();
    afterLoadAndFirstPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('on a page that has already loaded, waits only for the paint', () => {
    readyState.mockReturnValue('complete');
    const callback = jest.fn();
    afterLoadAndFirstPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
