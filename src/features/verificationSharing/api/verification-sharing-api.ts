import { baseApi, type ApiEnvelope } from '@/shared/api';
import type {
  VerificationCheck,
  VerificationDisclosure,
  VerificationOverview,
} from '@vistaar/shared/contract';
import type {
  ErrorReport,
  ErrorResolution,
  NominationInput,
  ShareRequest,
} from '@vistaar/shared/validation';

export interface ShareCreated {
  message: string;
  verificationId: string;
  expiresAt: string;
}

interface VerifierCodeSent {
  destination: string;
  resendAfterSeconds: number;
}

const MINE = { type: 'VerificationShare', id: 'MINE' } as const;
const staffTag = (employeeId: number) => ({ type: 'VerificationShare' as const, id: employeeId });

/** The verifier's calls carry the link's token in the path; their session is a cookie. */
const verifyUrl = (token: string, rest = '') => `/api/verify/${encodeURIComponent(token)}${rest}`;

const verificationSharingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createShare: build.mutation<ShareCreated, ShareRequest>({
      query: (body) => ({ url: '/api/verifications/shares', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<Omit<ShareCreated, 'message'>>) => ({
        message: response.message ?? '',
        verificationId: response.data?.verificationId ?? '',
        expiresAt: response.data?.expiresAt ?? '',
      }),
      invalidatesTags: [MINE],
    }),
    getMyVerifications: build.query<VerificationOverview, void>({
      query: () => '/api/verifications/mine',
      transformResponse: (response: ApiEnvelope<VerificationOverview>) =>
        response.data as VerificationOverview,
      providesTags: [MINE],
    }),
    revokeShare: build.mutation<ApiEnvelope, number>({
      query: (shareId) => ({ url: `/api/verifications/shares/${shareId}/revoke`, method: 'POST' }),
      invalidatesTags: [MINE],
    }),
    nameNominee: build.mutation<ApiEnvelope, NominationInput>({
      query: (body) => ({ url: '/api/verifications/nominee', method: 'PUT', body }),
      invalidatesTags: [MINE],
    }),
    removeNominee: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: '/api/verifications/nominee', method: 'DELETE' }),
      invalidatesTags: [MINE],
    }),
    reportRecordError: build.mutation<ApiEnvelope, ErrorReport>({
      query: (body) => ({ url: '/api/verifications/error-reports', method: 'POST', body }),
      invalidatesTags: [MINE],
    }),
    requestVerifierCode: build.mutation<VerifierCodeSent, string>({
      query: (token) => ({ url: verifyUrl(token, '/code'), method: 'POST', body: {} }),
      transformResponse: (response: ApiEnvelope<VerifierCodeSent>) => ({
        destination: response.data?.destination ?? '',
        resendAfterSeconds: response.data?.resendAfterSeconds ?? 60,
      }),
    }),
    openVerification: build.mutation<VerificationDisclosure, { token: string; otp: string }>({
      query: ({ token, otp }) => ({
        url: verifyUrl(token, '/session'),
        method: 'POST',
        body: { otp },
      }),
      transformResponse: (response: ApiEnvelope<VerificationDisclosure>) =>
        response.data as VerificationDisclosure,
    }),
    checkVerificationId: build.mutation<VerificationCheck, string>({
      query: (id) => ({ url: '/api/verify/check', params: { id } }),
      transformResponse: (response: ApiEnvelope<VerificationCheck>) =>
        response.data as VerificationCheck,
    }),
    checkLetter: build.mutation<VerificationCheck, FormData>({
      query: (body) => ({ url: '/api/verify/check', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<VerificationCheck>) =>
        response.data as VerificationCheck,
    }),
    getEmployeeSharing: build.query<VerificationOverview, number>({
      query: (employeeId) => `/api/employees/${employeeId}/verification-sharing`,
      transformResponse: (response: ApiEnvelope<VerificationOverview>) =>
        response.data as VerificationOverview,
      providesTags: (_result, _error, employeeId) => [staffTag(employeeId)],
    }),
    setSharingSuspended: build.mutation<
      ApiEnvelope,
      { employeeId: number; suspend: boolean; note?: string }
    >({
      query: ({ employeeId, suspend, note }) => ({
        url: `/api/employees/${employeeId}/verification-sharing/${suspend ? 'suspend' : 'resume'}`,
        method: 'POST',
        body: suspend ? { note: note ?? '' } : {},
      }),
      invalidatesTags: (_result, _error, { employeeId }) => [staffTag(employeeId)],
    }),
    resolveErrorReport: build.mutation<
      ApiEnvelope,
      ErrorResolution & { employeeId: number; reportId: number }
    >({
      query: ({ employeeId, reportId, note }) => ({
        url: `/api/employees/${employeeId}/verification-error-reports/${reportId}/resolve`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: (_result, _error, { employeeId }) => [staffTag(employeeId)],
    }),
  }),
});

export const {
  useCreateShareMutation,
  useGetMyVerificationsQuery,
  useRevokeShareMutation,
  useNameNomineeMutation,
  useRemoveNomineeMutation,
  useReportRecordErrorMutation,
  useRequestVerifierCodeMutation,
  useOpenVerificationMutation,
  useCheckVerificationIdMutation,
  useCheckLetterMutation,
  useGetEmployeeSharingQuery,
  useSetSharingSuspendedMutation,
  useResolveErrorReportMutation,
} = verificationSharingApi;
