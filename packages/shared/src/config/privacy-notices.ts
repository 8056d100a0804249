import { company } from './company';
import { OTP_TTL_MINUTES } from './constants';
import { RETENTION } from './privacy';

/**
 * The privacy notice shown at each point of collection (DPDP Act 2023 s.5, DPDP Rules 2025
 * rule 3): what is collected, item by item, why, for how long, who may receive it and how
 * to withdraw, see, correct or erase it. Every submission stores the version of the notice
 * it was sent with, and the server refuses a version it does not know, so a change to a
 * notice's text gets a new version here.
 */
export const PRIVACY_NOTICE_VERSIONS = {
  application: '2026-11-29b',
  jobAlerts: '2026-11',
  contact: '2026-11',
  verification: '2026-11',
} as const;

export type NoticeForm = keyof typeof PRIVACY_NOTICE_VERSIONS;

export interface PrivacyNotice {
  form: NoticeForm;
  version: string;
  /** Always visible beside the form: the gist in one or two sentences. */
  summary: string;
  /** What is collected, one item each. */
  collected: readonly string[];
  purpose: string;
  retention: string;
  recipients: string;
  /** How to withdraw consent and to see, correct or erase the data. */
  rights: string;
}

const dpo = company.dataProtectionContact;
const writeToDpo = `write to our ${dpo.role} at ${dpo.email}`;
const erasedAfter = `then erased within ${RETENTION.quarantineDays} days`;

/** The label of the application's optional, separate choice (`keepForOtherRoles`). */
export const KEEP_FOR_OTHER_ROLES_LABEL = `Keep my application for other suitable roles for ${RETENTION.applicationKeptForOtherRolesMonths} months`;

/** The label of the application's required consent (`consent`). */
export const APPLICATION_CONSENT_LABEL = `I have read the privacy notice and agree that ${company.name} may use my application and resume to consider me for this job.`;

export const applicationNotice: PrivacyNotice = {
  form: 'application',
  version: PRIVACY_NOTICE_VERSIONS.application,
  summary: `We use this application only to consider you for the job. Our hiring team reads it, and it is erased ${RETENTION.applicationMonths} months after the job closes, unless you ask us below to keep it for other roles.`,
  collected: [
    'Your name, e-mail address, phone number, date of birth and gender',
    'Whether you want updates about your application on WhatsApp or by SMS, and when you said so (you can reply STOP at any time)',
    'Your address, city and state',
    'Your experience, current employer, current and expected CTC, notice period (and whether you are serving it) and current location, if you give them',
    "Your answers to the job's screening questions, if it asks any",
    'Your resume',
    'The job you apply for, when you applied, the link or website that brought you to it, and the IP address you applied from',
  ],
  purpose:
    'To assess your application, contact you about it, arrange interviews and tell you the outcome. Applications you send to different jobs with the same e-mail address or phone number are kept together as one candidate record, so that our team sees them side by side. Where you came from tells us which of our job listings work. The IP address is used only to stop automated and repeated submissions.',
  retention: `Until ${RETENTION.applicationMonths} months after the job closes (after the day you applied, for a general application), or ${RETENTION.applicationKeptForOtherRolesMonths} months if you ask us to keep it for other suitable roles; ${erasedAfter}, resume included.`,
  recipients: `The hiring team of ${company.name} (recruiters, HR, the hiring managers of the job you apply for and the interviewers of your interviews) and our e-mail provider, which delivers the e-mails about your application. If you ask for updates on WhatsApp or by SMS, Meta Platforms (which runs WhatsApp) or Gupshup (our SMS provider) receives your phone number and the messages we send you there. Nobody else.`,
  rights: `Your consent is needed to apply, and you can withdraw it at any time. The 'My application' link in the e-mail confirming your application lets you see and download your data, correct your contact details, withdraw your application or erase it; or ${writeToDpo}.`,
};

export const jobAlertsNotice: PrivacyNotice = {
  form: 'jobAlerts',
  version: PRIVACY_NOTICE_VERSIONS.jobAlerts,
  summary:
    'We will e-mail you when a job opens in the departments you choose (or in any department if you choose none), at most once a day. We use your address for nothing else, and every alert has a link that unsubscribes you at once.',
  collected: [
    'Your e-mail address',
    'The departments you choose',
    'When you signed up and confirmed, and the IP address and browser used each time',
  ],
  purpose:
    'To send the job alerts you ask for, and to show that you asked for them: nothing is sent until you confirm from the e-mail we send you.',
  retention: `A sign-up you do not confirm is deleted after ${RETENTION.unconfirmedJobAlertDays} days. A subscription lasts until you unsubscribe; after that we keep only the record of when you agreed and when you withdrew, as proof of your consent.`,
  recipients: 'Our e-mail provider, which delivers the confirmation and the alerts. Nobody else.',
  rights: `Unsubscribe with the link in any alert, at once and without signing in. To see, correct or erase what we hold, ${writeToDpo}.`,
};

export const contactNotice: PrivacyNotice = {
  form: 'contact',
  version: PRIVACY_NOTICE_VERSIONS.contact,
  summary: `We use your details only to answer this message. It goes to the team that answers enquiries and is erased ${RETENTION.contactMessageMonths} months after it arrives.`,
  collected: [
    'Your name, e-mail address and phone number',
    'Your message',
    'When you sent it, and the IP address and browser you sent it from',
  ],
  purpose:
    'To read and answer your message. The IP address is used only to stop automated and repeated messages.',
  retention: `${RETENTION.contactMessageMonths} months from the day it arrives, ${erasedAfter}.`,
  recipients: `The ${company.name} team that answers enquiries, by e-mail, and our e-mail provider, which delivers that e-mail. Nobody else.`,
  rights: `To see, correct or erase your message sooner, or to ask about your data, ${writeToDpo}.`,
};

export const verificationNotice: PrivacyNotice = {
  form: 'verification',
  version: PRIVACY_NOTICE_VERSIONS.verification,
  summary:
    'Your employee code and date of birth are checked against our records only to e-mail a one-time code to the address we hold for you. Your date of birth is not stored.',
  collected: [
    'Your employee code and date of birth, compared with our records and not stored',
    'When you asked for a code and the IP address you asked from',
    'The one-time code, stored only in a scrambled (hashed) form',
  ],
  purpose:
    'To make sure it is you before we show your employment record, and to stop anyone from guessing codes or dates of birth.',
  retention: `The code works once, for ${OTP_TTL_MINUTES} minutes. The record of each request is kept with our access logs for at least ${RETENTION.accessLogMonths} months.`,
  recipients:
    'Our e-mail provider, which delivers the code to the e-mail address on your employee record. Nobody else.',
  rights: `To see or correct your employee record, or to ask about these requests, ${writeToDpo}.`,
};

/** The notice as one plain text, for consent records that keep the words agreed to. */
export function noticeText(notice: PrivacyNotice): string {
  return [
    notice.summary,
    `What we collect: ${notice.collected.join('; ')}.`,
    `Why: ${notice.purpose}`,
    `How long we keep it: ${notice.retention}`,
    `Who it may go to: ${notice.recipients}`,
    `Your choices: ${notice.rights}`,
  ].join('\n');
}
