import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '@/features/auth/island-session';
import { baseApi } from '@/shared/api';
import { STORAGE_KEY_CREDENTIALS } from '@vistaar/shared/config';
import { readStoredCredentials } from './credentials-storage';

const islandReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type IslandApiState = ReturnType<typeof islandReducer>[typeof baseApi.reducerPath];

/**
 * The store of a public page's islands: the API cache (filled by the server where the page
 * shows data) and the stored token, read once. Unlike the staff app it loads neither
 * redux-persist nor a gate, so nothing waits for storage before the page is usable.
 */
export function makeIslandStore(apiState?: IslandApiState) {
  const token = readStoredCredentials(STORAGE_KEY_CREDENTIALS)?.token ?? null;
  const store = configureStore({
    reducer: islandReducer,
    preloadedState: {
      [sessionSlice.reducerPath]: { token },
      ...(apiState ? { [baseApi.reducerPath]: apiState } : {}),
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  if (typeof window !== 'undefined' && token) {
    // A 401 clears the session in the store; the stored credential goes with it.
    const unsubscribe = store.subscribe(() => {
      if (store.getState()[sessionSlice.reducerPath].token) return;
      window.localStorage.removeItem(STORAGE_KEY_CREDENTIALS);
      unsubscribe();
    });
  }
  return store;
}

export type IslandStore = ReturnType<typeof makeIslandStore>;
