import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { credentialsCleared } from './session-actions';
import { sessionApi } from './session-api';

/** What the browser keeps about the staff session: the opaque token only. */
export interface SessionState {
  token: string | null;
}

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(credentialsCleared, (state) => {
        state.token = null;
      })
      .addMatcher(
        isAnyOf(
          sessionApi.endpoints.login.matchFulfilled,
          sessionApi.endpoints.verifySecondFactor.matchFulfilled,
        ),
        (state, { payload }) => {
          if (payload.success && payload.token) state.token = payload.token;
        },
      );
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => Boolean(state.token),
  },
});

export const { credentialsReceived } = sessionSlice.actions;
export const { selectToken, selectIsSignedIn } = sessionSlice.selectors;
