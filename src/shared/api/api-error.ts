import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The envelope every API answer uses. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  total?: number;
  errors?: Record<string, string>;
  /** A stable name for a refusal the app acts on. */
  code?: string;
}

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

function envelopeOf(error: ApiError): ApiEnvelope | undefined {
  if (error && 'status' in error && error.data && typeof error.data === 'object') {
    return error.data as ApiEnvelope;
  }
  return undefined;
}

/** The server's message for a failed call, else the given fallback; network failures read plainly. */
export function apiErrorMessage(error: ApiError, fallback: string): string {
  if (!error) return fallback;
  if (typeof error === 'string') return error;
  const envelope = envelopeOf(error);
  if (envelope?.message) return envelope.message;
  if ('status' in error && error.status === 'FETCH_ERROR') {
    return 'We could not reach the server. Please check your internet connection and try again.';
  }
  return fallback;
}

/** Per-field messages from a 400 answer. */
export function apiFieldErrors(error: ApiError): Record<string, string> {
  return envelopeOf(error)?.errors ?? {};
}

/** The HTTP status of a failed call, or the kind of failure (FETCH_ERROR, PARSING_ERROR). */
export function apiStatus(error: ApiError): number | string | undefined {
  return error && 'status' in error ? error.status : undefined;
}
