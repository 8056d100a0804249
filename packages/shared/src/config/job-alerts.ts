/**
 * Job alerts by e-mail (double opt-in; the notice is `jobAlertsNotice` in privacy-notices.ts).
 * A confirmation link works for this many days.
 */
export const JOB_ALERT_CONFIRM_DAYS = 7;
