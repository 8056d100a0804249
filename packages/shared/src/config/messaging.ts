/**
 * The messaging channels besides e-mail. E-mail stays the default; a candidate gets messages
 * on one of these only after opting in to it, and a STOP on any channel ends all of them.
 */
export const MESSAGING_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];

export const CHANNEL_NAMES: Record<MessagingChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** The application form's two opt-in boxes (never ticked for the applicant). */
export const CHANNEL_OPT_IN_LABELS: Record<MessagingChannel, string> = {
  whatsapp: 'Send me updates about this application on WhatsApp',
  sms: 'Send me updates about this application by SMS',
};

/** What the e-mail unsubscribe link's page says once it has taken effect. */
export const MESSAGING_UNSUBSCRIBED =
  'You will no longer get messages about your applications on WhatsApp or SMS.';

export const MESSAGING_CONSENT_SOURCES = [
  'application_form',
  'reply_yes',
  'recruiter_note',
  'reply_stop',
  'email_unsubscribe',
] as const;
export type MessagingConsentSource = (typeof MESSAGING_CONSENT_SOURCES)[number];

/** How a consent or an opt-out came, as staff read it. */
export const MESSAGING_CONSENT_SOURCE_LABELS: Record<MessagingConsentSource, string> = {
  application_form: 'Ticked on the application form',
  reply_yes: "Replied 'YES'",
  recruiter_note: 'Noted by a recruiter (what the candidate said)',
  reply_stop: "Replied 'STOP'",
  email_unsubscribe: 'Unsubscribe link in an e-mail',
};

/** Who reads and notes a candidate's messaging consent: not interviewers or hiring managers. */
export const MESSAGING_CONSENT_ROLES = ['admin', 'recruiter', 'hr'] as const;
