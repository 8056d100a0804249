import { baseApi, type ApiEnvelope } from '@/shared/api';

export interface LoginRequest {
  emailId: string;
  password: string;
}

export interface LoginResponse {
  success: boolean;
  token: string;
  message?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;
