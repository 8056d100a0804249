import { baseApi, fileDownloadHandler, type ApiEnvelope, type DownloadedFile } from '@/shared/api';
import type {
  ApplicationEvent,
  BulkCandidateEmailResult,
  EmailTemplate,
  RenderedEmail,
  ScheduledEmail,
} from '@vistaar/shared/contract';
import type {
  ApplicationFilters,
  BulkCandidateEmailInput,
  CandidateEmailInput,
  EmailPreviewInput,
  EmailTemplateInput,
  ScheduledEmailInput,
} from '@vistaar/shared/validation';

const list = { type: 'EmailTemplate' as const, id: 'LIST' };
const changed = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  list,
  { type: 'EmailTemplate' as const, id },
];

/** The desk's filters, as the export takes them (empty values are left out). */
export type ApplicationsExportFilter = Partial<ApplicationFilters>;

/** E-mail templates, previews, e-mails to candidates and the desk's CSV export. */
const emailTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmailTemplates: build.query<EmailTemplate[], void>({
      query: () => '/api/email-templates',
      transformResponse: (response: ApiEnvelope<EmailTemplate[]>) => response.data ?? [],
      providesTags: (result) => [
        list,
        ...(result ?? []).map(({ id }) => ({ type: 'EmailTemplate' as const, id })),
      ],
    }),
    createEmailTemplate: build.mutation<ApiEnvelope<EmailTemplate>, EmailTemplateInput>({
      query: (body) => ({ url: '/api/email-templates', method: 'POST', body }),
      invalidatesTags: [list],
    }),
    updateEmailTemplate: build.mutation<
      ApiEnvelope<EmailTemplate>,
      EmailTemplateInput & { id: number }
    >({
      query: ({ id, ...body }) => ({ url: `/api/email-templates/${id}`, method: 'PUT', body }),
      invalidatesTags: changed,
    }),
    setEmailTemplateStage: build.mutation<
      ApiEnvelope<EmailTemplate>,
      { id: number; stageId: number | null }
    >({
      query: ({ id, stageId }) =>
        stageId === null
          ? { url: `/api/email-templates/${id}/stage`, method: 'DELETE' }
          : { url: `/api/email-templates/${id}/stage`, method: 'PUT', body: { stageId } },
      invalidatesTags: [list],
    }),
    sendTestEmail: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: `/api/email-templates/${id}/test`, method: 'POST' }),
    }),
    previewEmail: build.mutation<RenderedEmail, EmailPreviewInput>({
      query: (body) => ({ url: '/api/email-templates/preview', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<RenderedEmail>) => response.data as RenderedEmail,
    }),
    sendCandidateEmail: build.mutation<
      ApiEnvelope<ApplicationEvent>,
      CandidateEmailInput & { applicationId: number }
    >({
      query: ({ applicationId, ...body }) => ({
        url: `/api/career/applications/${applicationId}/emails`,
        method: 'POST',
        body,
      }),
      // The history of that application gains the entry.
      invalidatesTags: (_result, _error, { applicationId }) => [
        { type: 'Application', id: applicationId },
      ],
    }),
    /** An application's scheduled e-mails; a move may cancel the waiting ones, so it refreshes them. */
    getScheduledEmails: build.query<ScheduledEmail[], number>({
      query: (applicationId) => `/api/career/applications/${applicationId}/emails/scheduled`,
      transformResponse: (response: ApiEnvelope<ScheduledEmail[]>) => response.data ?? [],
      providesTags: (_result, _error, applicationId) => [
        { type: 'Application', id: applicationId },
      ],
    }),
    scheduleCandidateEmail: build.mutation<
      ApiEnvelope<ScheduledEmail>,
      ScheduledEmailInput & { applicationId: number }
    >({
      query: ({ applicationId, ...body }) => ({
        url: `/api/career/applications/${applicationId}/emails/scheduled`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { applicationId }) => [
        { type: 'Application', id: applicationId },
      ],
    }),
    cancelScheduledEmail: build.mutation<
      ApiEnvelope<ScheduledEmail>,
      { applicationId: number; id: number }
    >({
      query: ({ applicationId, id }) => ({
        url: `/api/career/applications/${applicationId}/emails/scheduled/${id}/cancel`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { applicationId }) => [
        { type: 'Application', id: applicationId },
      ],
    }),
    sendCandidateEmails: build.mutation<
      ApiEnvelope<BulkCandidateEmailResult>,
      BulkCandidateEmailInput
    >({
      query: (body) => ({ url: '/api/career/applications/emails', method: 'POST', body }),
      // Each application's history gains its entry.
      invalidatesTags: (_result, _error, { ids }) =>
        ids.map((id) => ({ type: 'Application' as const, id })),
    }),
    // A mutation, not a cached query: each export is a fresh read, and is itself audited.
    exportApplicationsCsv: build.mutation<DownloadedFile, ApplicationsExportFilter>({
      query: (filter) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(filter)) {
          if (value !== undefined && value !== '') params.set(name, String(value));
        }
        return {
          url: `/api/career/export-job-applications?${params.toString()}`,
          responseHandler: fileDownloadHandler('applications.csv'),
        };
      },
    }),
  }),
});

export const {
  useGetEmailTemplatesQuery,
  useCreateEmailTemplateMutation,
  useUpdateEmailTemplateMutation,
  useSetEmailTemplateStageMutation,
  useSendTestEmailMutation,
  usePreviewEmailMutation,
  useSendCandidateEmailMutation,
  useSendCandidateEmailsMutation,
  useGetScheduledEmailsQuery,
  useScheduleCandidateEmailMutation,
  useCancelScheduledEmailMutation,
  useExportApplicationsCsvMutation,
} = emailTemplatesApi;
