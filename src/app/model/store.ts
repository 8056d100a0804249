import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
} from 'redux-persist';
import { sessionSlice } from '@/features/auth';
import { baseApi, type AppState, type SessionState } from '@/shared/api';
import { STORAGE_KEY_CREDENTIALS } from '@vistaar/shared/config';
import { credentialsStorage, readStoredCredentials } from './credentials-storage';

/** Only the session token is persisted, under `user_cred`; never the API cache or personal data. */
const sessionPersistConfig = {
  key: STORAGE_KEY_CREDENTIALS,
  keyPrefix: '',
  storage: credentialsStorage,
  whitelist: ['token'],
  // The storage adapter writes `{ token }` as plain JSON itself; redux-persist's own
  // string encoding is turned off both ways (its types omit `deserialize`).
  serialize: false,
  deserialize: false,
} as PersistConfig<SessionState>;

const persistedSession = persistReducer(sessionPersistConfig, sessionSlice.reducer);

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: persistedSession,
  [baseApi.reducerPath]: baseApi.reducer,
});

type RootState = ReturnType<typeof rootReducer>;

/** A store that may start from a given state: the session without redux-persist's bookkeeping. */
export function makeStore(preloadedState?: Partial<AppState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * The staff app's store. The stored token is read at once, not only when redux-persist
 * rehydrates, so requests made before the first render (the session check, the screen's
 * data) already carry it.
 */
export function makePersistedStore() {
  const token = readStoredCredentials(STORAGE_KEY_CREDENTIALS)?.token ?? null;
  const store = makeStore(
    token ? { [sessionSlice.reducerPath]: { token, expired: false, secondFactorOwed: null } } : {},
  );
  const persistor = persistStore(store);
  return { store, persistor };
}
