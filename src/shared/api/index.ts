export { baseApi } from './base-api';
export { baseQuery, apiBaseUrl } from './base-query';
export {
  sessionSlice,
  credentialsReceived,
  credentialsCleared,
  selectToken,
  selectIsSignedIn,
} from './session-slice';
export type { SessionState } from './session-slice';
export { apiErrorMessage, apiFieldErrors, apiStatus } from './api-error';
export type { ApiEnvelope, ApiError } from './api-error';
export { useAppSelector, useAppDispatch } from './store-hooks';
export type { AppState, AppDispatch } from './store-hooks';
