import { baseApi, type ApiEnvelope } from '@/shared/api';

/** What the sign-up form sends; the server checks it with the same schema as the form. */
export interface JobAlertSignupRequest {
  email: string;
  departments: string[];
  /** The version of the privacy notice shown with the form. */
  noticeVersion: string;
  /** Honeypot: people leave it empty, form-filling robots do not. */
  website: string;
}

export const jobAlertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToJobAlerts: build.mutation<ApiEnvelope, JobAlertSignupRequest>({
      query: (body) => ({ url: '/api/job-alerts/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeToJobAlertsMutation } = jobAlertsApi;
