import { baseApi, type ApiEnvelope } from '@/shared/api';
import type {
  InvitationPreview,
  MyAccount,
  StaffSession,
  TwoFactorEnrolment,
} from '@vistaar/shared/contract';
import type { PasswordChangeInput } from '@vistaar/shared/validation';

/** The signed-in member's own account, and the invited person's side of an invitation. */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyAccount: build.query<MyAccount, void>({
      query: () => '/api/account',
      transformResponse: (response: ApiEnvelope<MyAccount>) => response.data as MyAccount,
      providesTags: [{ type: 'Account', id: 'ME' }],
    }),
    setWeeklySummary: build.mutation<ApiEnvelope<MyAccount>, boolean>({
      query: (enabled) => ({
        url: '/api/account/weekly-summary',
        method: 'PUT',
        body: { enabled },
      }),
      invalidatesTags: [{ type: 'Account', id: 'ME' }],
    }),
    getMySessions: build.query<StaffSession[], void>({
      query: () => '/api/account/sessions',
      transformResponse: (response: ApiEnvelope<StaffSession[]>) => response.data ?? [],
      providesTags: [{ type: 'Account', id: 'SESSIONS' }],
    }),
    endMySession: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: `/api/account/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Account', id: 'SESSIONS' }],
    }),
    changeMyPassword: build.mutation<ApiEnvelope, PasswordChangeInput>({
      query: (body) => ({ url: '/api/account/password', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Account', id: 'SESSIONS' }],
    }),
    startTwoFactorSetup: build.mutation<ApiEnvelope<TwoFactorEnrolment>, void>({
      query: () => ({ url: '/api/account/two-factor/setup', method: 'POST' }),
    }),
    confirmTwoFactorSetup: build.mutation<ApiEnvelope<{ recoveryCodes: string[] }>, string>({
      query: (code) => ({ url: '/api/account/two-factor/confirm', method: 'POST', body: { code } }),
      invalidatesTags: [{ type: 'Account', id: 'ME' }],
    }),
    turnOffTwoFactor: build.mutation<ApiEnvelope, string>({
      query: (currentPassword) => ({
        url: '/api/account/two-factor/disable',
        method: 'POST',
        body: { currentPassword },
      }),
      invalidatesTags: [{ type: 'Account', id: 'ME' }],
    }),
    replaceRecoveryCodes: build.mutation<ApiEnvelope<{ recoveryCodes: string[] }>, string>({
      query: (currentPassword) => ({
        url: '/api/account/two-factor/recovery-codes',
        method: 'POST',
        body: { currentPassword },
      }),
      invalidatesTags: [{ type: 'Account', id: 'ME' }],
    }),
    previewInvitation: build.query<InvitationPreview, string>({
      query: (token) => ({ url: '/api/auth/invitation', method: 'POST', body: { token } }),
      transformResponse: (response: ApiEnvelope<InvitationPreview>) =>
        response.data as InvitationPreview,
    }),
    acceptInvitation: build.mutation<
      ApiEnvelope,
      { token: string; password: string; confirmPassword: string }
    >({
      query: (body) => ({ url: '/api/auth/invitation/accept', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetMyAccountQuery,
  useSetWeeklySummaryMutation,
  useGetMySessionsQuery,
  useEndMySessionMutation,
  useChangeMyPasswordMutation,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorSetupMutation,
  useTurnOffTwoFactorMutation,
  useReplaceRecoveryCodesMutation,
  usePreviewInvitationQuery,
  useAcceptInvitationMutation,
} = accountApi;
