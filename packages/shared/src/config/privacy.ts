/**
 * Personal data over time (DPDP Act 2023, DPDP Rules 2025). One source for the periods the
 * retention job applies, the privacy policy states and the notices quote.
 */
export const RETENTION = {
  /** An application is kept this long after its job closes (or after it was made, for a general one). */
  applicationMonths: 6,
  /** ...or this long when the applicant agreed to be considered for other suitable roles. */
  applicationKeptForOtherRolesMonths: 12,
  /** A contact-form message, from the day it arrived. */
  contactMessageMonths: 12,
  /** A job-alert sign-up nobody confirmed. */
  unconfirmedJobAlertDays: 7,
  /** A verification share, counted from the day it expired or was revoked. */
  expiredShareDays: 90,
  /** Access and audit logs are kept at least this long (DPDP Rules 2025, rule 6). */
  accessLogMonths: 12,
  /** What has passed its date waits this long in quarantine, visible to staff, before erasure. */
  quarantineDays: 30,
} as const;

/** Grievances are answered within this many days; the Act's outer limit is 90. */
export const GRIEVANCE_RESPONSE_TARGET_DAYS = 30;
export const GRIEVANCE_RESPONSE_LIMIT_DAYS = 90;

/** Breach notices: the detailed report to the Data Protection Board is due within this many hours. */
export const BREACH_BOARD_REPORT_HOURS = 72;

/** What a person may ask of us about their data (DPDP Act s.11-14). */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'grievance'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** A legal hold's reason, as staff write it. */
export const RETENTION_HOLD_REASON_MAX_LENGTH = 500;
