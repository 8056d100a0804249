import { islandAttributes } from '@/shared/ui/island/island-names';
import { hydrateIslands } from './hydrate-islands';
import { mountIsland } from './mount-island';

jest.mock('./mount-island', () => ({ mountIsland: jest.fn(() => Promise.resolve()) }));

const originalMatchMedia = window.matchMedia;
const originalObserver = window.IntersectionObserver;

/** A media query list whose answer the test changes, telling its listeners as a browser would. */
function controllableMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => list) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function renderIsland(attributes: Record<string, string>) {
  const container = document.createElement('div');
  container.setAttribute(islandAttributes.name, 'featuresCarousel');
  Object.entries(attributes).forEach(([name, value]) => container.setAttribute(name, value));
  container.append(document.createElement('section'));
  document.body.append(container);
  return container;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hydrateIslands with wakeWhere', () => {
  beforeEach(() => {
    // Everything is in view: a 'visible' island wakes as soon as it is observed.
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    window.IntersectionObserver = originalObserver;
    document.body.innerHTML = '';
    jest.mocked(mountIsland).mockClear();
  });

  it('keeps its moment where the query matches', async () => {
    controllableMedia(true);
    renderIsland({
      [islandAttributes.hydrate]: 'visible',
      [islandAttributes.wakeWhere]: '(min-width: 900px)',
    });
    hydrateIslands();
    await flush();
    expect(mountIsland).toHaveBeenCalledTimes(1);
  });

  it('waits for someone to reach for it elsewhere, then wakes', async () => {
    controllableMedia(false);
    const container = renderIsland({
      [islandAttributes.hydrate]: 'visible',
      [islandAttributes.wakeWhere]: '(min-width: 900px)',
    });
    hydrateIslands();
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(mountIsland).not.toHaveBeenCalled();
    container.firstElementChild!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await flush();
    expect(mountIsland).toHaveBeenCalledTimes(1);
  });

  it('takes its moment back when the screen widens', async () => {
    const media = controllableMedia(false);
    renderIsland({
      [islandAttributes.hydrate]: 'visible',
      [islandAttributes.wakeWhere]: '(min-width: 900px)',
    });
    hydrateIslands();
    await flush();
    expect(mountIsland).not.toHaveBeenCalled();
    media.change(true);
    await flush();
    expect(mountIsland).toHaveBeenCalledTimes(1);
  });
});
