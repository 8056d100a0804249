import { createAction } from '@reduxjs/toolkit';

/**
 * Forget the staff token: on sign-out, and on any 401 (see base-query). Its own module,
 * so the base query can send it without depending on the session slice, which depends on
 * the login endpoint and so on the base query.
 */
export const credentialsCleared = createAction('session/credentialsCleared');

/** The server no longer knows the stored token (a 401): forgotten, and the sign-in page says why. */
export const sessionExpired = createAction('session/expired');
