import { createAction } from '@reduxjs/toolkit';

/*
 * The session's state and the actions that change it from outside the auth feature. The
 * slice itself belongs to the auth feature (features/auth/model/session-slice.ts), with the
 * sign-in calls that fill it; the base query, below every feature, reads the token from this
 * shape and clears it on a 401 by sending these actions, so it never imports the feature.
 */

/** What the two-factor rule asks of the session before anything else: set it up, or a code. */
export type SecondFactorOwed = 'enrol' | 'verify';

/** What the browser keeps about the staff session: the opaque token only. */
export interface SessionState {
  token: string | null;
  /** The last session ended because the server refused its token (not persisted). */
  expired?: boolean;
  /** The server holds the session back until it gives a second factor (not persisted). */
  secondFactorOwed?: SecondFactorOwed | null;
}

/** A token from outside the sign-in calls (the stored credential, an accepted invitation). */
export const credentialsReceived = createAction<{ token: string }>('session/credentialsReceived');

/** Forget the staff token: on sign-out, and on any 401 (see base-query). */
export const credentialsCleared = createAction('session/credentialsCleared');

/** The server no longer knows the stored token (a 401): forgotten, and the sign-in page says why. */
export const sessionExpired = createAction('session/expired');

/**
 * The server refused a call because the session owes a second factor (a 403 with one of the
 * SECOND_FACTOR_ANSWERS codes, see base-query): the staff area asks for it.
 */
export const secondFactorOwed = createAction<SecondFactorOwed>('session/secondFactorOwed');
