import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { SECOND_FACTOR_ANSWERS } from '@vistaar/shared/config';
import type { ApiEnvelope } from './api-error';
import { credentialsCleared, secondFactorOwed, sessionExpired } from './session-actions';
import type { AppState } from './store-hooks';

/** The API host: set at build time, otherwise the page's own origin. */
export function apiBaseUrl(): string {
  if (__API_BASE_URL__) return __API_BASE_URL__.replace(/\/$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders(headers, { getState }) {
    const token = (getState() as Partial<AppState>).session?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Prefixes the API host, attaches the staff token, and on any 401 forgets the
 * stored credentials before passing the error on: one place for sign-out on expiry.
 * A token that was held and refused is an expired session; the sign-in page says so.
 * A 403 that says the session owes a second factor is noted once here too, so the staff
 * area asks for it whichever screen's call met it.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const url = `${apiBaseUrl()}${request.url.startsWith('/') ? '' : '/'}${request.url}`;
  const heldToken = () => (api.getState() as Partial<AppState>).session?.token ?? null;
  const sentWith = heldToken();
  const result = await rawBaseQuery({ ...request, url }, api, extraOptions);
  // Only the session a call was made with can end by its 401: a screen's calls travel
  // together, and the second refusal of an ended session must not turn "expired" into a
  // plain sign-out (nor end a session signed in since).
  if (result.error?.status === 401) {
    if (!sentWith) api.dispatch(credentialsCleared());
    else if (heldToken() === sentWith) api.dispatch(sessionExpired());
  }
  if (result.error?.status === 403) {
    const { code } = (result.error.data ?? {}) as ApiEnvelope;
    if (code === SECOND_FACTOR_ANSWERS.enrol) api.dispatch(secondFactorOwed('enrol'));
    if (code === SECOND_FACTOR_ANSWERS.verify) api.dispatch(secondFactorOwed('verify'));
  }
  return result;
};
