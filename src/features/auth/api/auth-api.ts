import { baseApi, type ApiEnvelope } from '@/shared/api';

export interface StaffProfile {
  id: number;
  email: string;
  name: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    getCurrentStaff: build.query<StaffProfile, void>({
      query: () => '/api/auth/me',
      transformResponse: (response: ApiEnvelope<StaffProfile>) => response.data as StaffProfile,
      providesTags: ['Session'],
    }),
  }),
});

export const { useLogoutMutation, useGetCurrentStaffQuery } = authApi;
