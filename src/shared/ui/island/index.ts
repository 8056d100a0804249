export { Island } from './Island';
export type { IslandProps } from './Island';
export { IslandCollectorContext } from './island-collector';
export type { CollectedIsland, IslandCollector } from './island-collector';
export { islandAttributes, islandNames, storeIslandNames } from './island-names';
export type { IslandHydration, IslandName } from './island-names';
