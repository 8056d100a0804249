import { html, paragraphs } from './mail-html';
import type { OutgoingMail } from './mailer';

/** A staff member a notice goes to, greeted by name. */
export interface StaffRecipient {
  name: string;
  email: string;
}

/** A notice to one staff member: plain paragraphs, the same lines in the text and HTML parts. */
export function staffMail(
  kind: string,
  member: StaffRecipient,
  subject: string,
  lines: string[],
): OutgoingMail {
  return {
    kind,
    to: member.email,
    subject,
    text: lines.join('\n\n'),
    html: html(paragraphs(lines)),
  };
}
