import { object, string, type InferType } from 'yup';
import { CONTACT_MESSAGE_MIN_LENGTH } from '../config/constants';
import { EMAIL_PATTERN } from './common';
import { noticeVersionField } from './privacy-schema';

export const contactMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters long',
} as const;

/** The contact form; phoneNo arrives as a number from the client and is kept as digits. */
export const contactSchema = object({
  fullName: string().trim().max(120).required(contactMessages.fullNameRequired),
  email: string()
    .trim()
    .max(254)
    .required(contactMessages.emailRequired)
    .matches(EMAIL_PATTERN, contactMessages.emailInvalid),
  phoneNo: string()
    .transform((value, original) => (typeof original === 'number' ? String(original) : value))
    .trim()
    .required(contactMessages.phoneRequired)
    .matches(/^\d{1,15}$/, contactMessages.phoneInvalid)
    .meta({ jsonSchema: { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number' }] } }),
  message: string()
    .trim()
    .max(5000)
    .required(contactMessages.messageRequired)
    .min(CONTACT_MESSAGE_MIN_LENGTH, contactMessages.messageTooShort),
  /*
   * A notice, no consent box: a contact message is given voluntarily for one purpose, an
   * answer, and used for nothing else (DPDP Act s.7(a)). The version shows which notice
   * the sender was given.
   */
  noticeVersion: noticeVersionField('contact'),
  /** Checked by the server alone, which drops a message that fills it in. */
  website: string()
    .max(500)
    .meta({ description: 'Honeypot: hidden from people, so only automated senders fill it in' }),
});

export type ContactMessage = InferType<typeof contactSchema>;

/** The fields a person fills in, in form order. */
export const CONTACT_FIELDS = ['fullName', 'email', 'phoneNo', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * What the contact page shows after the form was posted without JavaScript: what was typed
 * (cleared once sent), each field's message, and the result.
 */
export interface ContactFormPost {
  values: Record<ContactField, string>;
  fieldErrors: Partial<Record<ContactField, string>>;
  outcome: { kind: 'success' | 'error'; text: string } | null;
}
