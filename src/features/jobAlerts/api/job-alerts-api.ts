import type { JobAlertSignup } from '@vistaar/shared/validation';
import { baseApi, type ApiEnvelope } from '@/shared/api';

/**
 * What the sign-up form sends: the shared schema's fields, which the server checks again
 * (the departments as ticked; the schema refuses any that is not on the list).
 */
export type JobAlertSignupRequest = Omit<JobAlertSignup, 'departments'> & { departments: string[] };

export const jobAlertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToJobAlerts: build.mutation<ApiEnvelope, JobAlertSignupRequest>({
      query: (body) => ({ url: '/api/job-alerts/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeToJobAlertsMutation } = jobAlertsApi;
