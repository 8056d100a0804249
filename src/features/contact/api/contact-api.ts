import type { ContactMessage } from '@vistaar/shared/validation';
import { baseApi, type ApiEnvelope } from '@/shared/api';

/**
 * What the contact form sends (contract: POST /api/contact/post-mail): the shared schema's
 * fields, with the phone number sent as a number as the spec has it (the schema keeps digits).
 */
export type ContactMessageRequest = Omit<ContactMessage, 'phoneNo'> & { phoneNo: number };

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ApiEnvelope, ContactMessageRequest>({
      query: (body) => ({ url: '/api/contact/post-mail', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
