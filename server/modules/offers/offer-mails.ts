import { company } from '@vistaar/shared/config/company';
import { formatRupees } from '@vistaar/shared/lib/ctc';
import {
  escapeHtml,
  html,
  mailAbout,
  paragraphs,
  type MailAddress,
  type OutgoingMail,
} from '../mail';
import { longDate } from './offer-values';

const SIGN_OFF = `Best regards,\nThe recruiting team, ${company.name}`;
const signOffHtml = `<p style="margin:0 0 12px">Best regards,<br>The recruiting team, ${escapeHtml(company.name)}</p>`;

/** A staff e-mail: lines, then one link to act on. */
function staffMail(input: {
  kind: string;
  to: string;
  subject: string;
  lines: string[];
  link: { label: string; url: string };
  applicationId: number;
}): OutgoingMail {
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    about: mailAbout('application', input.applicationId),
    text: [...input.lines, `${input.link.label}: ${input.link.url}`].join('\n\n'),
    html: html(`${paragraphs(input.lines)}
<p style="margin:0 0 12px"><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p>`),
  };
}

export interface OfferSummary {
  applicationId: number;
  candidateName: string;
  jobTitle: string;
  designation: string;
  ctc: number;
  version: number;
}

const summaryLine = (offer: OfferSummary) =>
  `${offer.candidateName}, ${offer.designation} (${offer.jobTitle}), CTC ${formatRupees(offer.ctc)} a year${offer.version > 1 ? `, revision ${offer.version}` : ''}.`;

/** To the approver whose turn it is: the offer opens after they sign in. */
export function approvalRequestMail(to: string, offer: OfferSummary, url: string): OutgoingMail {
  return staffMail({
    kind: 'offer.approval_requested',
    to,
    subject: `Offer to approve: ${offer.candidateName}`,
    lines: [
      'Hello,',
      `An offer is waiting for your approval: ${summaryLine(offer)}`,
      'Open it to read the letter as the candidate will get it, then approve it or send it back with a comment.',
    ],
    link: { label: 'Open the offer', url },
    applicationId: offer.applicationId,
  });
}

/** To the member who drafted the offer: approved by everyone, refused, accepted or declined. */
export function offerOutcomeMail(
  to: string,
  offer: OfferSummary,
  outcome: 'approved' | 'rejected' | 'accepted' | 'declined',
  url: string,
  comment?: string | null,
): OutgoingMail {
  const said = {
    approved: 'has been approved by every approver. You can send it to the candidate now.',
    rejected: 'was sent back to draft by an approver. Change it and send it for approval again.',
    accepted: 'has been accepted by the candidate. The signed acceptance is on the offer.',
    declined: 'has been declined by the candidate.',
  }[outcome];
  return staffMail({
    kind: `offer.${outcome}`,
    to,
    subject: `Offer ${outcome}: ${offer.candidateName}`,
    lines: [
      'Hello,',
      `The offer to ${summaryLine(offer)} It ${said}`,
      ...(comment ? [`Comment: ${comment}`] : []),
    ],
    link: { label: 'Open the application', url },
    applicationId: offer.applicationId,
  });
}

/** To the candidate: their private link to read, accept or decline the offer. */
export function candidateOfferMail(input: {
  to: string;
  firstName: string;
  jobTitle: string;
  validUntil: string;
  url: string;
  applicationId: number;
  revision: boolean;
  replyTo: MailAddress;
}): OutgoingMail {
  const lines = [
    `Dear ${input.firstName},`,
    input.revision
      ? `We are pleased to send you a revised offer for ${input.jobTitle} at ${company.name}. It replaces the offer we sent before, whose link no longer works.`
      : `We are pleased to offer you the position of ${input.jobTitle} at ${company.name}.`,
    `Read the offer letter and accept or decline it through your private link by ${longDate(input.validUntil)} (India time). Keep the link to yourself: anyone who has it can answer the offer.`,
  ];
  return {
    kind: 'offer.sent',
    to: input.to,
    subject: `Your offer from ${company.name}`,
    about: mailAbout('application', input.applicationId),
    replyTo: input.replyTo,
    text: [...lines, input.url, SIGN_OFF].join('\n\n'),
    html: html(`${paragraphs(lines)}
<p style="margin:0 0 12px"><a href="${escapeHtml(input.url)}">Open your offer</a></p>
${signOffHtml}`),
  };
}
