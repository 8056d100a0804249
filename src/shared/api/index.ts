export { baseApi } from './base-api';
export { apiBaseUrl } from './base-query';
export {
  sessionSlice,
  credentialsReceived,
  selectIsSignedIn,
  selectSessionExpired,
} from './session-slice';
export type { SessionState } from './session-slice';
export { credentialsCleared } from './session-actions';
export {
  useConfirmRequiredEnrolmentMutation,
  useGetMeQuery,
  useLoginMutation,
  useStartRequiredEnrolmentMutation,
  useVerifySecondFactorMutation,
} from './session-api';
export { apiErrorMessage, apiFieldErrors, apiStatus } from './api-error';
export type { ApiEnvelope, ApiError } from './api-error';
export { useAppSelector, useAppDispatch } from './store-hooks';
export type { AppState } from './store-hooks';
