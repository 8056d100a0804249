import { baseApi, type ApiEnvelope } from '@/shared/api';

/** What the contact form sends (contract: POST /api/contact/post-mail). */
export interface ContactMessageRequest {
  fullName: string;
  email: string;
  /** The spec sends the phone number as a number. */
  phoneNo: number;
  message: string;
  /** The version of the privacy notice shown with the form. */
  noticeVersion: string;
  /** Honeypot: only automated senders fill it in. */
  website?: string;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ApiEnvelope, ContactMessageRequest>({
      query: (body) => ({ url: '/api/contact/post-mail', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
