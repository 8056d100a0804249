import {
  islandAttributes,
  islandCodeElementId,
  type IslandName,
} from '@/shared/ui/island/island-names';
import { hydrateIslands, prepareIslandsAfterFirstPaint } from './hydrate-islands';
import type * as HydrateIslands from './hydrate-islands';
import { mountIsland } from './mount-island';

jest.mock('./mount-island', () => ({ mountIsland: jest.fn(() => Promise.resolve()) }));
const mockStartBehaviour = jest.fn();
jest.mock('./behaviour-registry', () => ({
  behaviourLoaders: {
    featuresCarousel: () => Promise.resolve(mockStartBehaviour),
    headlineRotation: () => Promise.resolve(mockStartBehaviour),
    scrollShapes: () => Promise.resolve(mockStartBehaviour),
  },
}));

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

function renderIsland(attributes: Record<string, string>, name: IslandName = 'contactForm') {
  const container = document.createElement('div');
  container.setAttribute(islandAttributes.name, name);
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

/** A page whose server listed `files` as its islands' code, with one island of `name`. */
function pageWithIslandCode(
  files: string[],
  name: string,
  attributes: Record<string, string> = {},
) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = islandCodeElementId;
  list.textContent = JSON.stringify(files);
  document.body.append(list);
  const container = document.createElement('div');
  container.setAttribute(islandAttributes.name, name);
  Object.entries(attributes).forEach(([attribute, value]) =>
    container.setAttribute(attribute, value),
  );
  container.append(document.createElement('button'));
  document.body.append(container);
}

describe('prepareIslandsAfterFirstPaint', () => {
  const files = ['/assets/island-runtime-a.js', '/assets/island-contactForm-b.js'];

  /** The preload links the page has asked for, each answered as loaded. */
  function preloadedFiles() {
    const links = Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'));
    links.forEach((link) => link.dispatchEvent(new Event('load')));
    return links.map((link) => link.getAttribute('href'));
  }

  function connection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
    Object.defineProperty(navigator, 'connection', { configurable: true, value });
  }

  beforeEach(() => {
    jest.useFakeTimers();
    pageWithIslandCode(files, 'contactForm');
  });
  afterEach(() => {
    jest.useRealTimers();
    connection(undefined);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.mocked(mountIsland).mockClear();
  });

  it("fetches every file of the page's islands once idle, without waking them", async () => {
    prepareIslandsAfterFirstPaint();
    expect(preloadedFiles()).toEqual([]);
    await jest.advanceTimersByTimeAsync(200);
    expect(preloadedFiles()).toEqual(files);
    await jest.advanceTimersByTimeAsync(1000);
    expect(mountIsland).not.toHaveBeenCalled();
  });

  it('skips a file the page already preloads', async () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = files[0];
    document.head.append(link);
    prepareIslandsAfterFirstPaint();
    await jest.advanceTimersByTimeAsync(200);
    expect(preloadedFiles()).toEqual([files[0], files[1]]);
    expect(document.head.querySelectorAll(`link[href="${files[0]}"]`)).toHaveLength(1);
  });

  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is on 2G', { effectiveType: '2g' }],
    ['is on slow 2G', { effectiveType: 'slow-2g' }],
    ['is on a page without islands', undefined],
  ])('fetches nothing ahead when the visitor %s', async (_case, value) => {
    if (value) connection(value);
    else document.getElementById(islandCodeElementId)?.remove();
    prepareIslandsAfterFirstPaint();
    await jest.advanceTimersByTimeAsync(1000);
    expect(preloadedFiles()).toEqual([]);
  });
});

describe('behaviour islands', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.mocked(mountIsland).mockClear();
    mockStartBehaviour.mockClear();
  });

  it('start their plain DOM behaviour on the container and never load React', async () => {
    const container = renderIsland({ [islandAttributes.hydrate]: 'load' }, 'featuresCarousel');
    hydrateIslands();
    await flush();
    expect(mockStartBehaviour).toHaveBeenCalledTimes(1);
    expect(mockStartBehaviour).toHaveBeenCalledWith(container);
    expect(mountIsland).not.toHaveBeenCalled();
    expect(container).toHaveAttribute(islandAttributes.awake);
  });

  it('replay a press that came before their code, once it runs', async () => {
    const container = renderIsland(
      { [islandAttributes.hydrate]: 'interaction' },
      'featuresCarousel',
    );
    const button = document.createElement('button');
    container.append(button);
    const pressed = jest.fn();
    mockStartBehaviour.mockImplementation(() => button.addEventListener('click', pressed));
    hydrateIslands();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    await flush();
    expect(mockStartBehaviour).toHaveBeenCalledWith(container);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe('islands that wait to be reached for, once their code is fetched ahead', () => {
  const files = ['/assets/island-runtime-a.js', '/assets/island-careerVerification-b.js'];
  // The module remembers that the page's code has arrived: each case starts from a fresh copy.
  let islands: typeof HydrateIslands;
  let mount: jest.MockedFunction<typeof mountIsland>;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.isolateModules(() => {
      islands = jest.requireActual('./hydrate-islands');
    });
    mount = jest.mocked(mountIsland);
    mount.mockClear();
    pageWithIslandCode(files, 'careerVerification', {
      [islandAttributes.hydrate]: 'interaction',
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** Answers each preload link the page has asked for, as loaded or as failed. */
  function answerPreloads(event: 'load' | 'error' = 'load', failing = files[1]) {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => {
      link.dispatchEvent(new Event(link.getAttribute('href') === failing ? event : 'load'));
    });
  }

  it('wakes once every file has arrived and the browser is idle again', async () => {
    islands.hydrateIslands();
    islands.prepareIslandsAfterFirstPaint();
    await jest.advanceTimersByTimeAsync(200);
    expect(mount).not.toHaveBeenCalled();
    answerPreloads();
    await jest.advanceTimersByTimeAsync(200);
    expect(mount).toHaveBeenCalledTimes(1);
    // Nobody reached for it: it hydrates in slices that yield to the page.
    expect(mount).toHaveBeenCalledWith(expect.any(HTMLElement), 'careerVerification', true);
  });

  it('stays asleep when a file failed to arrive: the tap fetches it', async () => {
    islands.hydrateIslands();
    islands.prepareIslandsAfterFirstPaint();
    await jest.advanceTimersByTimeAsync(200);
    answerPreloads('error');
    await jest.advanceTimersByTimeAsync(1000);
    expect(mount).not.toHaveBeenCalled();
  });

  it('stays asleep for a visitor saving data until reached for', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    islands.hydrateIslands();
    islands.prepareIslandsAfterFirstPaint();
    await jest.advanceTimersByTimeAsync(1000);
    expect(mount).not.toHaveBeenCalled();
    document
      .querySelector(`[${islandAttributes.name}] button`)!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledWith(expect.any(HTMLElement), 'careerVerification', false);
  });
});
