import { http } from 'msw';
import { contactSchema } from '@vistaar/shared/validation';
import { db } from '../db';
import { answer, api, ok, validateWith } from '../answers';

export const CONTACT_SUCCESS_MESSAGE =
  'Thank you! Your message has been sent. We will get back to you within 2-4 hours.';

/** `features/contact`: the contact form's message, checked with the form's own rules. */
export const contactHandlers = [
  http.post(
    api('/api/contact/post-mail'),
    answer(async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      // The honeypot: filled in only by robots, who are told it worked.
      if (typeof body.website === 'string' && body.website.trim() !== '') {
        return ok({ message: CONTACT_SUCCESS_MESSAGE }, { status: 201 });
      }
      db.contactMessages.push(await validateWith(contactSchema, body));
      return ok({ message: CONTACT_SUCCESS_MESSAGE }, { status: 201 });
    }),
  ),
];
