import type { LoginRequest, SignedIn } from '@/shared/contract';
import { baseApi } from './base-api';

/** Staff sign-in: the one call that gives the session its token (see session-slice). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignedIn, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = sessionApi;
