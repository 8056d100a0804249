import type {
  LoginRequest,
  SecondStepRequest,
  SignedIn,
  StaffProfile,
  TwoFactorEnrolment,
} from '@vistaar/shared/contract';
import { baseApi, type ApiEnvelope, type AppState } from '@/shared/api';

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

/**
 * Asks who is signed in before anything renders, when a session is held. The layout's and the
 * screens' `useGetMeQuery` take this answer (or join the request on its way) rather than
 * sending their own after the first render.
 */
export function startSessionCheck(store: {
  getState: () => AppState;
  dispatch: (action: ReturnType<typeof sessionApi.endpoints.getMe.initiate>) => unknown;
}): void {
  if (!store.getState().session.token) return;
  store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
}
