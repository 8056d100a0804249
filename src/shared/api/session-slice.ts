import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { credentialsCleared, sessionExpired } from './session-actions';
import { sessionApi } from './session-api';

/** What the browser keeps about the staff session: the opaque token only. */
export interface SessionState {
  token: string | null;
  /** The last session ended because the server refused its token (not persisted). */
  expired?: boolean;
}

const initialState: SessionState = { token: null, expired: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.expired = false;
    },
  },
  extraReducers: (builder) => {
    builder
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

export const { credentialsReceived } = sessionSlice.actions;
export const { selectToken, selectIsSignedIn, selectSessionExpired } = sessionSlice.selectors;
