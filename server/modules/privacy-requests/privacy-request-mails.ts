import { company } from '@vistaar/shared/config/company';
import { PRIVACY_REQUEST_KIND_LABELS } from '@vistaar/shared/config';
import type { PrivacyRequestKind } from '@vistaar/shared/config';
import { escapeHtml, html, type OutgoingMail, paragraphs } from '../mail';

/** How the data protection contact signs every privacy e-mail. */
export const SIGN_OFF = `Best regards,\n${company.dataProtectionContact.role}, ${company.name}`;
export const signOffHtml = `<p style="margin:0 0 12px">Best regards,<br>${escapeHtml(company.dataProtectionContact.role)}, ${escapeHtml(company.name)}</p>`;

/** Staff's answer to a privacy request, to the person who made it. */
export function privacyResponseMail(input: {
  to: string;
  name: string;
  kind: PrivacyRequestKind;
  receivedOn: string;
  response: string;
}): OutgoingMail {
  const kind = PRIVACY_REQUEST_KIND_LABELS[input.kind].toLowerCase();
  const intro = [
    `Dear ${input.name},`,
    `This is our answer to the ${kind} request about your personal data that we received on ${input.receivedOn}.`,
  ];
  const closing = [
    `If you are not satisfied with this answer, reply to this e-mail or write to ${company.dataProtectionContact.email}. You may also complain to the Data Protection Board of India.`,
  ];
  return {
    kind: 'privacy.request_response',
    to: input.to,
    subject: `Your ${kind} request to ${company.name}`,
    text: [...intro, input.response, ...closing, SIGN_OFF].join('\n\n'),
    html: html(`${paragraphs(intro)}
${paragraphs(input.response.split(/\n{2,}/))}
${paragraphs(closing)}
${signOffHtml}`),
  };
}
