import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { StaffRole, TwoFactorPolicy } from '@vistaar/shared/config';
import type { Team } from '@vistaar/shared/contract';
import type { StaffInvitationInput } from '@vistaar/shared/validation';

const team = [{ type: 'Team' as const, id: 'LIST' }];

/** The Team screen's calls (admins only). */
const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Team, void>({
      query: () => '/api/team',
      transformResponse: (response: ApiEnvelope<Team>) => response.data as Team,
      providesTags: team,
    }),
    inviteStaff: build.mutation<ApiEnvelope, StaffInvitationInput>({
      query: (body) => ({ url: '/api/team/invitations', method: 'POST', body }),
      invalidatesTags: team,
    }),
    resendInvitation: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: `/api/team/invitations/${id}/resend`, method: 'POST' }),
      invalidatesTags: team,
    }),
    cancelInvitation: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: `/api/team/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: team,
    }),
    changeStaffRole: build.mutation<ApiEnvelope, { id: number; role: StaffRole }>({
      query: ({ id, role }) => ({
        url: `/api/team/members/${id}/role`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: team,
    }),
    setStaffDisabled: build.mutation<ApiEnvelope, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/api/team/members/${id}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
      }),
      invalidatesTags: team,
    }),
    resetStaffTwoFactor: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: `/api/team/members/${id}/two-factor-reset`, method: 'POST' }),
      invalidatesTags: team,
    }),
    setTwoFactorPolicy: build.mutation<ApiEnvelope, TwoFactorPolicy>({
      query: (twoFactorPolicy) => ({
        url: '/api/team/two-factor-policy',
        method: 'PUT',
        body: { twoFactorPolicy },
      }),
      invalidatesTags: team,
    }),
  }),
});

export const {
  useGetTeamQuery,
  useInviteStaffMutation,
  useResendInvitationMutation,
  useCancelInvitationMutation,
  useChangeStaffRoleMutation,
  useSetStaffDisabledMutation,
  useResetStaffTwoFactorMutation,
  useSetTwoFactorPolicyMutation,
} = teamApi;
