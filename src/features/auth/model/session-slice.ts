import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import {
  credentialsCleared,
  credentialsReceived,
  secondFactorOwed,
  sessionExpired,
  type SessionState,
} from '@/shared/api';
import { sessionApi } from '../api/session-api';

const initialState: SessionState = { token: null, expired: false, secondFactorOwed: null };

/** The staff session in the store: filled by the sign-in calls, cleared by sign-out and 401s. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The session gave its second factor (or set one up): the staff area opens again. */
    secondFactorGiven(state) {
      state.secondFactorOwed = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(credentialsReceived, (state, action) => {
        state.token = action.payload.token;
        state.expired = false;
        state.secondFactorOwed = null;
      })
      .addCase(credentialsCleared, (state) => {
        state.token = null;
        state.expired = false;
        state.secondFactorOwed = null;
      })
      .addCase(sessionExpired, (state) => {
        state.token = null;
        state.expired = true;
        state.secondFactorOwed = null;
      })
      .addCase(secondFactorOwed, (state, action) => {
        if (state.token) state.secondFactorOwed = action.payload;
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
    selectSecondFactorOwed: (state) => state.secondFactorOwed ?? null,
  },
});

export const { selectIsSignedIn, selectSessionExpired, selectSecondFactorOwed } =
  sessionSlice.selectors;
export const { secondFactorGiven } = sessionSlice.actions;
