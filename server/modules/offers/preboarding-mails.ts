import { company } from '@vistaar/shared/config/company';
import { escapeHtml, html, mailAbout, paragraphs, type OutgoingMail } from '../mail';
import { longDate } from './offer-values';

const SIGN_OFF = `Best regards,\nThe recruiting team, ${company.name}`;
const signOffHtml = `<p style="margin:0 0 12px">Best regards,<br>The recruiting team, ${escapeHtml(company.name)}</p>`;

/** To the candidate: what HR decided on their pre-boarding, and their private link. */
function candidateMail(input: {
  kind: string;
  to: string;
  subject: string;
  lines: string[];
  url: string;
  applicationId: number;
}): OutgoingMail {
  const lines = [
    ...input.lines,
    'Open your pre-boarding page through your private link. It replaces the link in our earlier e-mails. Keep it to yourself.',
  ];
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    about: mailAbout('application', input.applicationId),
    text: [...lines, input.url, SIGN_OFF].join('\n\n'),
    html: html(`${paragraphs(lines)}
<p style="margin:0 0 12px"><a href="${escapeHtml(input.url)}">Open your pre-boarding page</a></p>
${signOffHtml}`),
  };
}

interface To {
  to: string;
  firstName: string;
  url: string;
  applicationId: number;
}

/** HR asks for a document again, saying why. */
export function documentAskedAgainMail(input: To & { label: string; reason: string }) {
  return candidateMail({
    kind: 'preboarding.document_asked_again',
    to: input.to,
    subject: `Please upload your ${input.label} again`,
    lines: [
      `Dear ${input.firstName},`,
      `We have looked at the ${input.label} you uploaded and need you to upload it again.`,
      `Reason: ${input.reason}`,
    ],
    url: input.url,
    applicationId: input.applicationId,
  });
}

/** HR approved or declined the joining date the candidate asked for. */
export function joiningDecisionMail(
  input: To & { date: string; approved: boolean; reason?: string | null },
) {
  return candidateMail({
    kind: input.approved ? 'preboarding.joining_approved' : 'preboarding.joining_declined',
    to: input.to,
    subject: input.approved ? 'Your new joining date is confirmed' : 'About your joining date',
    lines: [
      `Dear ${input.firstName},`,
      input.approved
        ? `We have approved your request: your joining date is now ${longDate(input.date)}.`
        : `We could not approve your request to join on ${longDate(input.date)}. Your joining date stays as in your offer.`,
      ...(input.reason ? [`Reason: ${input.reason}`] : []),
    ],
    url: input.url,
    applicationId: input.applicationId,
  });
}
