export { baseApi } from './base-api';
export { apiBaseUrl } from './base-query';
export {
  credentialsCleared,
  credentialsReceived,
  secondFactorOwed,
  sessionExpired,
} from './session-actions';
export type { SessionState } from './session-actions';
export { apiErrorMessage, apiFieldErrors, apiStatus } from './api-error';
export { fileDownloadHandler } from './file-download';
export type { DownloadedFile } from './file-download';
export type { ApiEnvelope, ApiError } from './api-error';
export { useAppSelector, useAppDispatch } from './store-hooks';
export type { AppDispatch, AppState } from './store-hooks';
