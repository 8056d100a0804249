import { baseApi, type ApiEnvelope } from '@/shared/api';
import type { MyApplication } from '@vistaar/shared/contract';
import type {
  ApplicantLinkRequest,
  ContactCorrection,
  GrievanceInput,
  NominationInput,
} from '@vistaar/shared/validation';

/** An action's answer: the server's words and the application as it now stands. */
export interface MyApplicationUpdate {
  message: string;
  application: MyApplication;
}

const base = (token: string) => `/api/my-application/${encodeURIComponent(token)}`;
const toUpdate = (response: ApiEnvelope<MyApplication>): MyApplicationUpdate => ({
  message: response.message ?? '',
  application: response.data as MyApplication,
});

/**
 * 'My application': every call carries the private link's token in its path; nothing here is
 * cached by the store beyond the page, and nothing goes to browser storage.
 */
const applicantAccessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestApplicantLink: build.mutation<string, ApplicantLinkRequest>({
      query: (body) => ({ url: '/api/my-application/link', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope) => response.message ?? '',
    }),
    downloadMyApplication: build.mutation<Blob, string>({
      query: (token) => ({
        url: `${base(token)}/download`,
        responseHandler: (response) => response.blob(),
      }),
    }),
    correctMyContact: build.mutation<
      MyApplicationUpdate,
      { token: string; body: ContactCorrection }
    >({
      query: ({ token, body }) => ({ url: `${base(token)}/contact`, method: 'PUT', body }),
      transformResponse: toUpdate,
    }),
    withdrawMyApplication: build.mutation<MyApplicationUpdate, string>({
      query: (token) => ({ url: `${base(token)}/withdraw`, method: 'POST' }),
      transformResponse: toUpdate,
    }),
    fileGrievance: build.mutation<MyApplicationUpdate, { token: string; body: GrievanceInput }>({
      query: ({ token, body }) => ({ url: `${base(token)}/grievance`, method: 'POST', body }),
      transformResponse: toUpdate,
    }),
    nameMyNominee: build.mutation<MyApplicationUpdate, { token: string; body: NominationInput }>({
      query: ({ token, body }) => ({ url: `${base(token)}/nominee`, method: 'PUT', body }),
      transformResponse: toUpdate,
    }),
    removeMyNominee: build.mutation<MyApplicationUpdate, string>({
      query: (token) => ({ url: `${base(token)}/nominee`, method: 'DELETE' }),
      transformResponse: toUpdate,
    }),
    requestErasure: build.mutation<MyApplicationUpdate, string>({
      query: (token) => ({ url: `${base(token)}/erasure`, method: 'POST' }),
      transformResponse: toUpdate,
    }),
    confirmEmailChange: build.mutation<string, string>({
      query: (token) => ({
        url: `/api/my-application-email/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
      transformResponse: (response: ApiEnvelope) => response.message ?? '',
    }),
    confirmErasure: build.mutation<string, string>({
      query: (token) => ({
        url: `/api/my-application-erasure/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
      transformResponse: (response: ApiEnvelope) => response.message ?? '',
    }),
  }),
});

export const {
  useRequestApplicantLinkMutation,
  useDownloadMyApplicationMutation,
  useCorrectMyContactMutation,
  useWithdrawMyApplicationMutation,
  useFileGrievanceMutation,
  useNameMyNomineeMutation,
  useRemoveMyNomineeMutation,
  useRequestErasureMutation,
  useConfirmEmailChangeMutation,
  useConfirmErasureMutation,
} = applicantAccessApi;
