import type { OutgoingMail } from '../mail';

const CONTACT_MAIL_KIND = 'contact.message';
const SUBJECT_PREFIX = 'Website enquiry from ';
const SUBJECT_NAME_MAX = 80;

export interface ContactMailInput {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  message: string;
  receivedAt: string;
}

/**
 * A sender's name made safe for a one-line header: line breaks and other control
 * characters (including Unicode line and paragraph separators) become spaces, runs
 * of spaces collapse, and the result is kept short.
 */
function headerSafeName(name: string): string {
  const flat = name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > SUBJECT_NAME_MAX ? `${flat.slice(0, SUBJECT_NAME_MAX - 1)}…` : flat;
}

/** The notification to the contact inbox: a fixed subject text plus the sender's name, the fields in the body. */
export function contactNotification(to: string, input: ContactMailInput): OutgoingMail {
  const name = headerSafeName(input.fullName) || 'a visitor';
  return {
    kind: CONTACT_MAIL_KIND,
    to,
    subject: `${SUBJECT_PREFIX}${name}`,
    text: [
      'A visitor sent a message through the contact form on the website.',
      '',
      `Name: ${input.fullName}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone}`,
      `Received: ${input.receivedAt}`,
      `Reference: contact message #${input.id}`,
      '',
      'Message:',
      input.message,
      '',
      'Reply to the sender at the e-mail address above; this notification comes from a no-reply address.',
    ].join('\n'),
  };
}
