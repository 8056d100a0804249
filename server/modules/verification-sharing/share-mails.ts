import { company } from '@vistaar/shared/config/company';
import { SHARE_FIELD_LABELS, type ShareField } from '@vistaar/shared/config/verification-sharing';
import type { OutgoingMail } from '../mail';
import { OTP_TTL_SECONDS } from '../verification';

/** Plain-text messages only: every value a person typed stays inert text. */

const longDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }) + ' IST';

const fieldList = (fields: readonly ShareField[]) =>
  fields.map((key) => `- ${SHARE_FIELD_LABELS[key]}`).join('\n');

/** A message's text: the greeting, its paragraphs and the company's name, a blank line apart. */
const letter = (greeting: string, ...paragraphs: string[]) =>
  [greeting, ...paragraphs, company.name].join('\n\n');

export function verifierInvitationMail(share: {
  to: string;
  organisation: string;
  employeeName: string;
  purpose: string;
  link: string;
  expiresAt: string;
}): OutgoingMail {
  return {
    kind: 'verification-share',
    to: share.to,
    subject: `Employment verification from ${company.name}`,
    text: letter(
      'Hello,',
      `${share.employeeName} has shared an employment verification with ${share.organisation} for this purpose: ${share.purpose}.`,
      `Open it here: ${share.link}`,
      `You will be asked for a one-time code, which we send to this address. The link works until ${longDateTime(share.expiresAt)}, unless the employee withdraws it earlier.`,
      `If you were not expecting this, you can ignore this e-mail.`,
    ),
  };
}

export function shareReceiptMail(share: {
  to: string;
  firstName: string;
  organisation: string;
  verifierEmail: string;
  purpose: string;
  fields: readonly ShareField[];
  expiresAt: string;
  verificationId: string;
  myVerificationsUrl: string;
}): OutgoingMail {
  return {
    kind: 'verification-share-receipt',
    to: share.to,
    subject: `You shared your employment verification with ${share.organisation}`,
    text: letter(
      `Hello ${share.firstName},`,
      `You shared these fields of your employment record with ${share.organisation} (${share.verifierEmail}) for: ${share.purpose}.\n${fieldList(share.fields)}`,
      `Verification ID: ${share.verificationId}. The link works until ${longDateTime(share.expiresAt)}.`,
      `Every view is recorded. To see the views or revoke the link at once, open My verifications: ${share.myVerificationsUrl}`,
    ),
  };
}

export function verifierCodeMail(to: string, organisation: string, code: string): OutgoingMail {
  return {
    kind: 'verification-verifier-otp',
    to,
    subject: `Your ${company.name} verification code`,
    text: letter(
      'Hello,',
      `Your code to open the employment verification shared with ${organisation} is: ${code}`,
      `It is valid for ${OTP_TTL_SECONDS / 60} minutes and can be used only once. Never share it with anyone.`,
    ),
  };
}

export function firstViewMail(view: {
  to: string;
  firstName: string;
  organisation: string;
  viewedAt: string;
  myVerificationsUrl: string;
}): OutgoingMail {
  const when = longDateTime(view.viewedAt);
  return {
    kind: 'verification-viewed',
    to: view.to,
    subject: `Your employment record was viewed by ${view.organisation}`,
    text: letter(
      `Hello ${view.firstName},`,
      `Your employment record was viewed by ${view.organisation} on ${when}.`,
      `See every view, or revoke the link, in My verifications: ${view.myVerificationsUrl}`,
    ),
  };
}

export function errorReportResolvedMail(report: {
  to: string;
  firstName: string;
  description: string;
  note: string;
}): OutgoingMail {
  return {
    kind: 'verification-error-resolved',
    to: report.to,
    subject: `Your report about your employment record`,
    text: letter(
      `Hello ${report.firstName},`,
      `You told us this about your employment record:\n${report.description}`,
      `HR has looked into it: ${report.note}`,
    ),
  };
}
