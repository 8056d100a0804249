import { ThemeProvider } from '@mui/material/styles';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  islandAttributes,
  storeIslandNames,
  type ReactIslandName,
} from '@/shared/ui/island/island-names';
import { theme } from '@/shared/ui/theme';
import { Hydrated } from './Hydrated';
import { islandLoaders } from './island-registry';

type StoreWrap = (children: ReactNode) => ReactNode;
let storeWrap: Promise<StoreWrap> | undefined;

/** One store for all the page's API islands, created the first time one of them wakes. */
function withStore(): Promise<StoreWrap> {
  storeWrap ??= import('./island-store-provider').then((m) => m.islandStoreWrapper());
  return storeWrap;
}

/**
 * Hydrates one island's server HTML with its component, props and providers; resolves when done.
 * `inBackground` (an island woken while nobody reaches for it) hydrates in a transition, which
 * React renders in slices that yield to the page: in one piece the application form held a
 * phone's main thread for 400 ms.
 */
export async function mountIsland(
  container: HTMLElement,
  name: ReactIslandName,
  inBackground = false,
) {
  const load = islandLoaders[name];
  if (!load) throw new Error(`No island named "${name}"`);
  const props: object = JSON.parse(container.getAttribute(islandAttributes.props) ?? '{}');
  const identifierPrefix = container.getAttribute(islandAttributes.idPrefix) ?? undefined;
  const [Component, wrap] = await Promise.all([
    load(),
    storeIslandNames.includes(name) ? withStore() : undefined,
  ]);
  const island = <Component {...props} />;
  await new Promise<void>((resolve) => {
    const hydrate = () => {
      hydrateRoot(
        container,
        <ThemeProvider theme={theme}>
          <Hydrated onHydrated={resolve}>{wrap ? wrap(island) : island}</Hydrated>
        </ThemeProvider>,
        {
          identifierPrefix,
          onRecoverableError: (error) =>
            console.error(`Island "${name}" did not hydrate cleanly`, error),
        },
      );
    };
    if (inBackground) startTransition(hydrate);
    else hydrate();
  });
}
