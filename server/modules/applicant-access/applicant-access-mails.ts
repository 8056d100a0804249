import { company } from '@vistaar/shared/config/company';
import { ERASURE_CONFIRMATION_HOURS } from '@vistaar/shared/config';
import { escapeHtml, html, type OutgoingMail, paragraphs } from '../mail';
import { SIGN_OFF, signOffHtml } from '../privacy-requests';

/** The fresh 'My application' links an applicant asked for: one per application they made. */
export function applicantLinksMail(input: {
  to: string;
  links: { jobTitle: string; appliedOn: string; url: string }[];
}): OutgoingMail {
  const intro = [
    'Hello,',
    input.links.length === 1
      ? 'Here is a new private link to your application. Once you open it, earlier links stop working.'
      : 'Here are new private links to your applications. Once you open one, the earlier links to that application stop working.',
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
