import { company } from '@vistaar/shared/config/company';
import { JOINING_RISKS } from '@vistaar/shared/config/joining';
import { paths } from '@vistaar/shared/config';
import type { JoiningRow } from '@vistaar/shared/contract';
import {
  escapeHtml,
  html,
  mailAbout,
  paragraphs,
  staffMail,
  type OutgoingMail,
  type StaffRecipient,
} from '../mail';
import { longDate } from './offer-values';

const inDays = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);

/** To the candidate, 30, 7 and 1 days ahead: the date, and their link (a new one: see the repository). */
export function joiningReminderMail(input: {
  to: string;
  firstName: string;
  designation: string;
  joiningDate: string;
  daysBefore: number;
  url: string;
  applicationId: number;
}): OutgoingMail {
  const lines = [
    `Dear ${input.firstName},`,
    `We look forward to welcoming you as ${input.designation} at ${company.name}: you join ${inDays(input.daysBefore)}, on ${longDate(input.joiningDate)}.`,
    'Your offer and everything we need from you before you join are on your private link below. It replaces the links in our earlier e-mails; keep it to yourself.',
    'If anything has changed, reply to this e-mail so we can help.',
  ];
  const signOff = `Best regards,\nThe recruiting team, ${company.name}`;
  return {
    kind: 'offer.joining_reminder',
    to: input.to,
    subject: `You join ${company.name} ${inDays(input.daysBefore)}`,
    about: mailAbout('application', input.applicationId),
    text: [...lines, input.url, signOff].join('\n\n'),
    html: html(`${paragraphs(lines)}
<p style="margin:0 0 12px"><a href="${escapeHtml(input.url)}">Open your offer</a></p>
${paragraphs([signOff])}`),
  };
}

const rowLine = (row: JoiningRow) =>
  `${row.candidateName}, ${row.designation} (${row.jobTitle}): joining ${longDate(row.joiningDate)}`;

/** To each HR member once a day: the joinings 30, 7 and 1 days ahead, in one e-mail. */
export function joiningsDueMail(
  member: StaffRecipient,
  rows: readonly JoiningRow[],
  publicUrl: string,
): OutgoingMail {
  return staffMail(
    'offer.joinings_due',
    member,
    `Joinings coming up: ${rows.length} candidate${rows.length === 1 ? '' : 's'}`,
    [
      `Hello ${member.name},`,
      'These candidates join soon; each has been reminded today.',
      ...rows.map((row) => `${rowLine(row)}, ${inDays(row.daysToGo)}.`),
      `The Joining screen (sign-in needed): ${publicUrl}${paths.joining}`,
    ],
  );
}

/** To HR and admins on Mondays: accepted offers at risk of not joining, and why. */
export function joiningsAtRiskMail(
  member: StaffRecipient,
  rows: readonly JoiningRow[],
  publicUrl: string,
): OutgoingMail {
  const label = (risk: string) => JOINING_RISKS.find((item) => item.value === risk)?.label ?? risk;
  return staffMail(
    'offer.joinings_at_risk',
    member,
    `Joinings at risk: ${rows.length} candidate${rows.length === 1 ? '' : 's'}`,
    [
      `Hello ${member.name},`,
      'These accepted offers may not end in a joining. Follow them up, then mark each candidate joined or dropped out.',
      ...rows.map((row) => `${rowLine(row)}. ${row.risks.map(label).join('; ')}.`),
      `The Joining screen (sign-in needed): ${publicUrl}${paths.joining}`,
    ],
  );
}
