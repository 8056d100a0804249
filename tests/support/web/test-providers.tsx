import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { makeStore, type AppStore } from '@/app/model';
import type { AppState } from '@/shared/api';
import { theme } from '@/shared/ui/theme';

export interface TestProvidersOptions {
  /** Where the memory router starts: a path with its query, or a location with its state. */
  route?: InitialEntry;
  /** The store's first state, e.g. `{ session: { token: STAFF_TOKEN } }` for signed-in staff. */
  preloadedState?: Partial<AppState>;
}

/**
 * What the app puts around every screen: the app's own store (a fresh one per render),
 * the app's theme and a router. Test support sits outside the layers, as the app's
 * entries do, so it builds the store with the app's `makeStore` for a test of any layer.
 */
export function TestProviders({
  route = '/',
  preloadedState,
  store,
  children,
}: TestProvidersOptions & { store?: AppStore; children: ReactNode }) {
  const [ownStore] = useState(() => store ?? makeStore(preloadedState));
  return (
    <Provider store={ownStore}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    </Provider>
  );
}
