export { Island } from './Island';
export { IslandCollectorContext } from './island-collector';
export type { CollectedIsland, IslandCollector } from './island-collector';
export {
  islandAttributes,
  islandCodeElementId,
  isBehaviourIsland,
  storeIslandNames,
} from './island-names';
export type { BehaviourIslandName, IslandBehaviour, ReactIslandName } from './island-names';
