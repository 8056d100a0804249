import type { StaffProfile, TwoFactorEnrolment } from '../contract';
import type { ApiEnvelope } from './api-error';
import { baseApi } from './base-api';

export interface LoginRequest {
  emailId: string;
  password: string;
}

/** A session token; or, with two-factor sign-in, a challenge for the second step. */
export interface LoginResponse {
  success: boolean;
  token?: string;
  challenge?: string;
  twoFactor?: 'verify' | 'enrol';
  message?: string;
}

export interface SecondStepRequest {
  challenge: string;
  code: string;
}

/**
 * Staff sign-in: the calls that give the session its token (see session-slice), and who is
 * signed in (the role decides which screens the staff area offers).
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    verifySecondFactor: build.mutation<LoginResponse, SecondStepRequest>({
      query: (body) => ({ url: '/api/auth/two-factor', method: 'POST', body }),
    }),
    startRequiredEnrolment: build.mutation<ApiEnvelope<TwoFactorEnrolment>, { challenge: string }>({
      query: (body) => ({ url: '/api/auth/two-factor/enrolment', method: 'POST', body }),
    }),
    confirmRequiredEnrolment: build.mutation<
      ApiEnvelope<{ token: string; recoveryCodes: string[] }>,
      SecondStepRequest
    >({
      query: (body) => ({ url: '/api/auth/two-factor/enrolment/confirm', method: 'POST', body }),
    }),
    getMe: build.query<StaffProfile, void>({
      query: () => '/api/auth/me',
      transformResponse: (response: ApiEnvelope<StaffProfile>) => response.data as StaffProfile,
      providesTags: ['Me'],
    }),
  }),
});

export const {
  useLoginMutation,
  useVerifySecondFactorMutation,
  useStartRequiredEnrolmentMutation,
  useConfirmRequiredEnrolmentMutation,
  useGetMeQuery,
} = sessionApi;
