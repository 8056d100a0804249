import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeIslandStore, type IslandApiState } from '../model/island-store';

/** The store the server filled, read from the page's state block. */
export function islandStoreWrapper() {
  const block = document.getElementById('island-state');
  const apiState = block?.textContent
    ? (JSON.parse(block.textContent) as IslandApiState)
    : undefined;
  const store = makeIslandStore(apiState);
  return (children: ReactNode) => <Provider store={store}>{children}</Provider>;
}
