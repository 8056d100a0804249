import { company } from '@vistaar/shared/config/company';
import {
  EMAIL_CHANGE_CONFIRMATION_HOURS,
  ERASURE_CONFIRMATION_HOURS,
} from '@vistaar/shared/config';
import { escapeHtml, html, maskEmail, type OutgoingMail, paragraphs } from '../mail';
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

/**
 * A link that confirms what the applicant asked for: what they asked, the link with its
 * lifetime and the button to choose on its page, then what else they should know.
 */
function confirmationLinkMail(input: {
  kind: string;
  to: string;
  subject: string;
  asked: string;
  url: string;
  hours: number;
  button: string;
  after: string[];
}): OutgoingMail {
  const lines = [
    'Hello,',
    input.asked,
    `To confirm, open this link within ${input.hours} hours and choose "${input.button}": ${input.url}`,
    ...input.after,
  ];
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: [...lines, SIGN_OFF].join('\n\n'),
    html: html(`${paragraphs(lines.slice(0, 2))}
<p style="margin:0 0 12px">To confirm, open <a href="${escapeHtml(input.url)}">this confirmation link</a> within ${input.hours} hours and choose "${escapeHtml(input.button)}".</p>
${paragraphs(input.after)}
${signOffHtml}`),
  };
}

/** Asks the applicant to confirm the erasure they asked for on 'My application'. */
export function erasureConfirmationMail(input: {
  to: string;
  jobTitle: string;
  url: string;
}): OutgoingMail {
  return confirmationLinkMail({
    kind: 'privacy.erasure_confirmation',
    to: input.to,
    subject: `Confirm the erasure of your application to ${company.name}`,
    asked: `You asked us to erase your application for ${input.jobTitle} and the personal data in it.`,
    url: input.url,
    hours: ERASURE_CONFIRMATION_HOURS,
    button: 'Erase my data',
    after: [
      'Erasure removes your name, contact details, the other answers you gave and your resume, and cannot be undone. We keep only an anonymous record that an application was made, for our statistics.',
      'If you did not ask for this, ignore this e-mail and nothing will be erased.',
    ],
  });
}

/** Sent to a new address given on 'My application': it becomes the application's once the link is opened. */
export function emailChangeConfirmationMail(input: {
  to: string;
  jobTitle: string;
  url: string;
}): OutgoingMail {
  return confirmationLinkMail({
    kind: 'privacy.email_change_confirmation',
    to: input.to,
    subject: `Confirm your new e-mail address for ${company.name}`,
    asked: `You asked us to use this e-mail address for your application for ${input.jobTitle}.`,
    url: input.url,
    hours: EMAIL_CHANGE_CONFIRMATION_HOURS,
    button: 'Use this address',
    after: [
      'Until then we keep writing to the address you applied with.',
      'If you did not ask for this, ignore this e-mail and nothing will change.',
    ],
  });
}

/** Tells the address an application had that it has been replaced, and by what (masked). */
export function emailChangedNoticeMail(input: {
  to: string;
  newEmail: string;
  jobTitle: string;
}): OutgoingMail {
  const lines = [
    'Hello,',
    `The e-mail address on your application for ${input.jobTitle} was changed to ${maskEmail(input.newEmail)}, confirmed from that address. We will write to it from now on.`,
    `If you did not make this change, write to us at ${company.dataProtectionContact.email} at once.`,
  ];
  return {
    kind: 'privacy.email_changed_notice',
    to: input.to,
    subject: `The e-mail address on your application to ${company.name} was changed`,
    text: [...lines, SIGN_OFF].join('\n\n'),
    html: html(`${paragraphs(lines)}
${signOffHtml}`),
  };
}
