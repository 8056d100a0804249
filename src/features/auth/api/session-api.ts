import type {
  LoginRequest,
  SecondStepRequest,
  SignedIn,
  StaffProfile,
  TwoFactorEnrolment,
} from '@vistaar/shared/contract';
import { baseApi, type ApiEnvelope } from '@/shared/api';

/**
 * Staff sign-in: the calls that give the session its token (see session-slice), and who is
 * signed in (the role decides which screens the staff area offers).
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignedIn, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    verifySecondFactor: build.mutation<SignedIn, SecondStepRequest>({
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
