export { baseApi } from './base-api';
export { baseQuery, apiBaseUrl } from './base-query';
export { sessionSlice, credentialsReceived, selectToken, selectIsSignedIn } from './session-slice';
export type { SessionState } from './session-slice';
export { credentialsCleared } from './session-actions';
export { useLoginMutation } from './session-api';
export { apiErrorMessage, apiFieldErrors, apiStatus } from './api-error';
export type { ApiEnvelope, ApiError } from './api-error';
