import { ValidationError } from 'yup';
import { contactSchema } from '@/shared/validation';
import type { ContactMessageRequest } from '../api/contact-api';

export const CONTACT_FIELDS = ['fullName', 'email', 'phoneNo', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFormValues = Record<ContactField, string> & { website: string };
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const emptyContactForm: ContactFormValues = {
  fullName: '',
  email: '',
  phoneNo: '',
  message: '',
  website: '',
};

export function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/** Numeric input: only digits are kept, at most 15 (the longest international number). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 15);
}

export type ContactValidation =
  { ok: true; request: ContactMessageRequest } | { ok: false; errors: ContactFormErrors };

/**
 * Checks every field at once with the shared schema (the server uses the same one) and
 * builds the request: trimmed text, the phone number as a number.
 */
export async function validateContactForm(values: ContactFormValues): Promise<ContactValidation> {
  try {
    const valid = await contactSchema.validate(
      {
        fullName: values.fullName,
        email: values.email,
        phoneNo: values.phoneNo,
        message: values.message,
      },
      { abortEarly: false },
    );
    const request: ContactMessageRequest = {
      fullName: valid.fullName,
      email: valid.email,
      phoneNo: Number(valid.phoneNo),
      message: valid.message,
    };
    if (values.website) request.website = values.website;
    return { ok: true, request };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ContactFormErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      if (issue.path && isContactField(issue.path)) errors[issue.path] ??= issue.message;
    }
    return { ok: false, errors };
  }
}
