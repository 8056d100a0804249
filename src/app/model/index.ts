export { makeStore, makePersistedStore } from './store';
export type { AppStore } from './store';
