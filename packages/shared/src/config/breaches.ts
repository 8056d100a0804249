import { company } from './company';

/**
 * Personal data breaches (DPDP Rules 2025, rule 7): what staff may name as involved, and the
 * bounds of what they write. The deadline for the Board's report is BREACH_BOARD_REPORT_HOURS
 * in ./privacy.
 */

/** The kinds of record the product holds, each of which names the people it is about. */
export const BREACH_SOURCES = [
  'applications',
  'job-alert-subscribers',
  'contact-messages',
  'employees',
  'verification-shares',
] as const;
export type BreachSource = (typeof BREACH_SOURCES)[number];

export const BREACH_SOURCE_LABELS: Record<BreachSource, string> = {
  applications: 'Job applications',
  'job-alert-subscribers': 'Job-alert subscribers',
  'contact-messages': 'Contact-form messages',
  employees: 'Employee records',
  'verification-shares': 'Employment verifications shared with verifiers',
};

/** The kinds of personal data in those records. */
export const BREACH_FIELDS = [
  'names',
  'contact-details',
  'addresses',
  'dates-of-birth',
  'salaries',
  'resumes',
  'employment-details',
  'messages',
  'photos',
] as const;
export type BreachField = (typeof BREACH_FIELDS)[number];

export const BREACH_FIELD_LABELS: Record<BreachField, string> = {
  names: 'Names',
  'contact-details': 'E-mail addresses and phone numbers',
  addresses: 'Postal addresses',
  'dates-of-birth': 'Dates of birth',
  salaries: 'Salaries (current and expected)',
  resumes: 'Resumes',
  'employment-details': 'Employment details (employer, designation, status)',
  messages: 'Messages written to us',
  photos: 'Photographs',
};

export const BREACH_TEXT_MAX_LENGTH = 4000;
export const BREACH_LINE_MAX_LENGTH = 300;
/** Notices are put in the outbox this many at a time, all inside the one transaction. */
export const BREACH_NOTICE_BATCH = 500;

/** What people can do to protect themselves: the form starts with this, staff adapt it. */
export const BREACH_DEFAULT_SAFETY_STEPS =
  'Be careful with e-mails, calls or messages that mention your application or employment with us and ask for passwords, one-time codes, payments or documents: we never ask for these. ' +
  'Change the password of any account where you used the same password you gave us, and turn on two-step sign-in where you can. ' +
  'If you receive something suspicious that seems to come from us, forward it to the contact below before you act on it.';

/** Who answers questions about a breach, unless staff name someone else. */
export const BREACH_DEFAULT_CONTACT = `${company.dataProtectionContact.role}, ${company.dataProtectionContact.email}`;

/** How a breach is referred to in notices, reports and questions: 'BR-0007'. */
export const breachReference = (id: number) => `BR-${String(id).padStart(4, '0')}`;
