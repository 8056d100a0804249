/**
 * Job alerts by e-mail (double opt-in). The notice is what a subscriber agrees to: it is
 * shown beside the sign-up form and stored, with its version, in the consent record.
 */
export const JOB_ALERT_NOTICE_VERSION = '2026-01';
export const JOB_ALERT_NOTICE =
  'We will e-mail you when a job opens in the departments you choose (or in any department if you choose none), at most once a day. We use your address for nothing else, and every alert has a link that unsubscribes you at once.';
/** A sign-up nobody confirms is deleted after this many days. */
export const JOB_ALERT_CONFIRM_DAYS = 7;
