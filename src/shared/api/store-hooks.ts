import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from './base-api';
import type { SessionState } from './session-actions';

/**
 * What every store of the app holds (the staff app's and the islands'): the session (its slice
 * is the auth feature's) and the API cache. The stores are put together in the app layer.
 */
export interface AppState {
  session: SessionState;
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}

export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
