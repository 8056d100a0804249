import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import {
  credentialsCleared,
  credentialsReceived,
  sessionExpired,
  type SessionState,
} from '@/shared/api';
import { sessionApi } from '../api/session-api';

const initialState: SessionState = { token: null, expired: false };

/** The staff session in the store: filled by the sign-in calls, cleared by sign-out and 401s. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(credentialsReceived, (state, action) => {
        state.token = action.payload.token;
        state.expired = false;
      })
      .addCase(credentialsCleared, (state) => {
        state.token = null;
        state.expired = false;
      })
      .addCase(sessionExpired, (state) => {
        state.token = null;
        state.expired = true;
      })
      .addMatcher(
        isAnyOf(
          sessionApi.endpoints.login.matchFulfilled,
          sessionApi.endpoints.verifySecondFactor.matchFulfilled,
        ),
        (state, { payload }) => {
          if (payload.success && payload.token) {
            state.token = payload.token;
            state.expired = false;
          }
        },
      );
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => Boolean(state.token),
    selectSessionExpired: (state) => state.expired === true,
  },
});

export const { selectToken, selectIsSignedIn, selectSessionExpired } = sessionSlice.selectors;
