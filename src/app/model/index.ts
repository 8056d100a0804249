export { makeStore, makePersistedStore } from './store';
export type { AppStore, AppDispatch, RootState } from './store';
export { makeIslandStore } from './island-store';
export type { IslandApiState, IslandStore } from './island-store';
