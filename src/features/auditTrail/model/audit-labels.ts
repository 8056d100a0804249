/** What each kind of audit entry means, in words an admin reads at a glance. */
const ACTION_LABELS: Record<string, string> = {
  'auth.signed-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.refused': 'Refused: not signed in',
  'auth.forbidden': 'Refused: role not allowed',
  'session.ended': 'Ended a session',
  'staff.password-changed': 'Changed own password',
  'staff.role-changed': 'Changed a role',
  'staff.disabled': 'Disabled an account',
  'staff.enabled': 'Enabled an account',
  'two-factor.enabled': 'Turned on two-factor sign-in',
  'two-factor.disabled': 'Turned off two-factor sign-in',
  'two-factor.reset': 'Reset two-factor sign-in',
  'two-factor.recovery-codes-replaced': 'Replaced recovery codes',
  'two-factor.policy-changed': 'Changed who needs two-factor sign-in',
  'invitation.sent': 'Sent an invitation',
  'invitation.resent': 'Resent an invitation',
  'invitation.cancelled': 'Cancelled an invitation',
  'invitation.accepted': 'Accepted an invitation',
  'audit.exported': 'Exported the audit trail',
  'application.list-viewed': 'Viewed the applications list',
  'application.viewed': 'Viewed an application',
  'resume.opened': 'Opened a resume',
  'job.create': 'Posted a job',
  'job.update': 'Edited a job',
  'job.open': 'Opened a job',
  'job.close': 'Closed a job',
  'job.delete': 'Deleted a job',
  'job.scorecard-changed': "Changed a job's scorecard",
  'interview.scheduled': 'Scheduled an interview',
  'interview.rescheduled': 'Moved an interview',
  'interview.cancelled': 'Cancelled an interview',
  'interview.feedback-submitted': 'Gave interview feedback',
  'interview.feedback-corrected': 'Corrected interview feedback',
  'employee.list-viewed': 'Viewed the employee list',
  'employee.viewed': 'Viewed an employee record',
  'employee.created': 'Added an employee',
  'employee.updated': 'Edited an employee',
  'employee.deleted': 'Deleted an employee',
  'employee.verification_unlocked': 'Unlocked verification codes',
  'employee.sharing_suspended': 'Suspended verification sharing',
  'employee.sharing_resumed': 'Resumed verification sharing',
  'employee.error_report_resolved': 'Resolved an error report',
  'privacy.erased': 'Erased personal data',
  'retention.hold_placed': 'Placed a legal hold',
  'retention.hold_changed': "Changed a legal hold's reason",
  'retention.hold_released': 'Released a legal hold',
  'resume.downloaded': 'Read a resume',
  'application.interviews-viewed': "Viewed an application's interviews",
  'application.feedback-viewed': "Viewed an application's interview feedback",
  'application.email-previewed': 'Previewed an e-mail to a candidate',
  'interview.list-viewed': 'Viewed own interviews',
  'interview.scorecard-viewed': 'Viewed an interview scorecard',
  'employee.photo-viewed': 'Viewed employee photos',
  'employee.verification-sharing-viewed': "Viewed an employee's verification shares",
  'breach.recorded': 'Recorded a data breach',
  'breach.edited': 'Edited a data breach',
  'breach.affected-viewed': 'Viewed the people affected by a breach',
  'breach.notices-sent': 'Sent breach notices',
  'breach.update-added': 'Added an update to a breach',
  'breach.board-report-downloaded': "Downloaded a breach's Board report",
  'breach.board-reported': 'Marked a breach as reported to the Board',
};

/** A kind of entry in words; a kind added later shows as it is stored. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Details stored as JSON, as `name: value` pairs; empty values are left out. */
export function detailsText(details: string | null): string {
  if (!details) return '';
  try {
    const parsed = JSON.parse(details) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return details;
    return Object.entries(parsed)
      .filter(([, value]) => value !== '' && value !== null && value !== undefined)
      .map(
        ([name, value]) =>
          `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
      )
      .join(' · ');
  } catch {
    return details;
  }
}
