import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  islandAttributes,
  storeIslandNames,
  type IslandHydration,
  type IslandName,
} from '@/shared/ui/island';
import { theme } from '../styles/theme';
import { islandLoaders } from './island-registry';

type StoreWrap = (children: ReactNode) => ReactNode;
let storeWrap: Promise<StoreWrap> | undefined;

/** One store for all the page's API islands, created the first time one of them wakes. */
function withStore(): Promise<StoreWrap> {
  storeWrap ??= import('./island-store-provider').then((m) => m.islandStoreWrapper());
  return storeWrap;
}

async function hydrate(container: HTMLElement) {
  const name = container.getAttribute(islandAttributes.name) as IslandName;
  const load = islandLoaders[name];
  if (!load) return;
  const props: object = JSON.parse(container.getAttribute(islandAttributes.props) ?? '{}');
  const identifierPrefix = container.getAttribute(islandAttributes.idPrefix) ?? undefined;
  const [Component, wrap] = await Promise.all([
    load(),
    storeIslandNames.includes(name) ? withStore() : undefined,
  ]);
  const island = <Component {...props} />;
  hydrateRoot(
    container,
    <ThemeProvider theme={theme}>{wrap ? wrap(island) : island}</ThemeProvider>,
    {
      identifierPrefix,
      onRecoverableError: (error) =>
        console.error(`Island "${name}" did not hydrate cleanly`, error),
    },
  );
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 200);

function whenVisible(container: HTMLElement, run: () => void) {
  if (!('IntersectionObserver' in window)) return whenIdle(run);
  // Children lay out in the container's place (`display: contents`), so watch them.
  const targets = Array.from(container.children);
  if (targets.length === 0) return whenIdle(run);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  targets.forEach((target) => observer.observe(target));
}

const wakeEvents = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Wakes each island when its moment comes, or at once when someone reaches for it. */
function schedule(container: HTMLElement) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    wakeEvents.forEach((type) => container.removeEventListener(type, start, true));
    void hydrate(container).catch((error: unknown) =>
      console.error('An interactive part of the page failed to load', error),
    );
  };
  wakeEvents.forEach((type) =>
    container.addEventListener(type, start, { capture: true, passive: true }),
  );
  const when = container.getAttribute(islandAttributes.hydrate) as IslandHydration;
  if (when === 'load') start();
  else if (when === 'idle') whenIdle(start);
  else whenVisible(container, start);
}

export function hydrateIslands() {
  document.documentElement.classList.add('js');
  document
    .querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)
    .forEach((container) => schedule(container));
}
