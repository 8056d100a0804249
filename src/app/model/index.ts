export { makeStore, makePersistedStore } from './store';
export type { AppStore } from './store';
export { makeIslandStore } from './island-store';
export type { IslandApiState, IslandStore } from './island-store';
