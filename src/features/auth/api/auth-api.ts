import { baseApi, type ApiEnvelope } from '@/shared/api';

const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = authApi;
