import { baseApi } from './base-api';

export interface LoginRequest {
  emailId: string;
  password: string;
}

export interface LoginResponse {
  success: boolean;
  token: string;
  message?: string;
}

/** Staff sign-in: the one call that gives the session its token (see session-slice). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = sessionApi;
