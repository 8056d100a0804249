import { company } from '@vistaar/shared/config/company';
import { ERASURE_CONFIRMATION_HOURS, PRIVACY_REQUEST_KIND_LABELS } from '@vistaar/shared/config';
import type { PrivacyRequestKind } from '@vistaar/shared/config';
import { escapeHtml, html, paragraphs } from '../careers/application-mails';
import type { OutgoingMail } from '../mail/mailer';

const SIGN_OFF = `Best regards,\n${company.dataProtectionContact.role}, ${company.name}`;
const signOffHtml = `<p style="margin:0 0 12px">Best regards,<br>${escapeHtml(company.dataProtectionContact.role)}, ${escapeHtml(company.name)}</p>`;

/** The fresh 'My application' links an applicant asked for: one per application they made. */
export function applicantLinksMail(input: {
  to: string;
  links: { jobTitle: string; appliedOn: string; url: string }[];
}): OutgoingMail {
  const intro = [
    'Hello,',
    input.links.length === 1
      ? 'Here is a new private link to your application. Earlier links no longer work.'
      : 'Here are new private links to your applications. Earlier links no longer work.',
  ];
  const lines = input.links.map(
    (link) => `${link.jobTitle} (applied ${link.appliedOn}): ${link.url}`,
  );
  const closing = [
    'Keep these links to yourself: anyone who has one can open that application.',
    'If you did not ask for a new link, you can ignore this e-mail; your application is unchanged.',
  ];
  return {
    kind: 'privacy.applicant_link',
    to: input.to,
    subject: `Your application to ${company.name}: your private link`,
    text: [...intro, ...lines.map((line) => `- ${line}`), ...closing, SIGN_OFF].join('\n\n'),
    html: html(`${paragraphs(intro)}
<ul>${input.links
      .map(
        (link) =>
          `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.jobTitle)}</a> (applied ${escapeHtml(link.appliedOn)})</li>`,
      )
      .join('')}</ul>
${paragraphs(closing)}
${signOffHtml}`),
  };
}

/** Asks the applicant to confirm the erasure they asked for on 'My application'. */
export function erasureConfirmationMail(input: {
  to: string;
  jobTitle: string;
  url: string;
}): OutgoingMail {
  const lines = [
    'Hello,',
    `You asked us to erase your application for ${input.jobTitle} and the personal data in it.`,
    `To confirm, open this link within ${ERASURE_CONFIRMATION_HOURS} hours and choose "Erase my data": ${input.url}`,
    'Erasure removes your name, contact details, the other answers you gave and your resume, and cannot be undone. We keep only an anonymous record that an application was made, for our statistics.',
    'If you did not ask for this, ignore this e-mail and nothing will be erased.',
  ];
  return {
    kind: 'privacy.erasure_confirmation',
    to: input.to,
    subject: `Confirm the erasure of your application to ${company.name}`,
    text: [...lines, SIGN_OFF].join('\n\n'),
    html: html(`${paragraphs(lines.slice(0, 2))}
<p style="margin:0 0 12px">To confirm, open <a href="${escapeHtml(input.url)}">this confirmation link</a> within ${ERASURE_CONFIRMATION_HOURS} hours and choose "Erase my data".</p>
${paragraphs(lines.slice(3))}
${signOffHtml}`),
  };
}

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
