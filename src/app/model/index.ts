export { makeStore, makePersistedStore } from './store';
export type { AppStore, AppDispatch, RootState } from './store';
