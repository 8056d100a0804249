export { Island } from './Island';
export { IslandCollectorContext } from './island-collector';
export type { CollectedIsland, IslandCollector } from './island-collector';
export { islandCodeElementId, storeIslandNames } from './island-names';
export type { IslandName } from './island-names';
