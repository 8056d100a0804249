import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
    credentialsCleared(state) {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => Boolean(state.token),
  },
});

export const { credentialsReceived, credentialsCleared } = sessionSlice.actions;
export const { selectToken, selectIsSignedIn } = sessionSlice.selectors;
