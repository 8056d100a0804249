import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from './base-api';
import type { sessionSlice, SessionState } from './session-slice';

/**
 * What every store of the app holds (the staff app's and the islands'): the session and the
 * API cache. The stores are put together in the app layer; the slices that make them live here.
 */
export interface AppState {
  [sessionSlice.reducerPath]: SessionState;
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}

export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
