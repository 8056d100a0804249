import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { makeStore } from '@/app/model';
import { TestProviders, type TestProvidersOptions } from './test-providers';

/** Renders `ui` inside the app's providers; answers the store with what `render` answers. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route,
    preloadedState,
    ...options
  }: TestProvidersOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
) {
  const store = makeStore(preloadedState);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders store={store} route={route}>
      {children}
    </TestProviders>
  );
  return { store, ...render(ui, { wrapper, ...options }) };
}
