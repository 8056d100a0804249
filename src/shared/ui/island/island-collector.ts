import { createContext, type ReactElement } from 'react';
import type { IslandHydration, IslandName } from './island-names';

export interface CollectedIsland {
  name: IslandName;
  element: ReactElement;
  hydrate: IslandHydration;
  /** Unique within the page: `useId` values of separately rendered islands must not collide. */
  idPrefix: string;
  /** Stands in the page's HTML where the island's own HTML goes. */
  token: string;
}

/**
 * Present only while the server renders a page: islands register themselves here and
 * leave a token, and the server renders each one as its own root, as the browser will
 * hydrate it. Without a collector (tests, the staff app) an island renders inline.
 */
export interface IslandCollector {
  add(island: Omit<CollectedIsland, 'idPrefix' | 'token'>): CollectedIsland;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);
