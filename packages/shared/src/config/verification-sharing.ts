/**
 * Sharing an employment verification with a named verifier. The notice is what the
 * employee agrees to; it is shown in the share dialog and stored, with its version, in
 * the consent record of every share.
 */
export const SHARE_NOTICE_VERSION = '2026-11';

export function shareNotice(share: { organisation: string; purpose: string; days: number }) {
  return (
    `You are sharing the fields you ticked, and nothing else, with ${share.organisation} ` +
    `for this purpose: ${share.purpose}. They can open it for ${share.days} days after confirming ` +
    'a one-time code sent to the verifier e-mail you named. Every view is recorded and shown to you ' +
    "in 'My verifications', where you can revoke the link at any time; it stops working at once."
  );
}

/** The fields an employee may disclose, in the order the dialog, the page and the letter show them. */
export const SHARE_FIELDS = [
  'employmentDates',
  'designation',
  'department',
  'employmentType',
  'status',
  'grade',
  'salary',
  'terminationDate',
] as const;

export type ShareField = (typeof SHARE_FIELDS)[number];

export const SHARE_FIELD_LABELS: Record<ShareField, string> = {
  employmentDates: 'Employment dates',
  designation: 'Designation',
  department: 'Department',
  employmentType: 'Employment type',
  status: 'Employment status',
  grade: 'Grade',
  salary: 'Annual salary',
  terminationDate: 'Termination date',
};

/** Ticked when the dialog opens; everything else only if the employee ticks it. */
export const SHARE_FIELDS_PRESELECTED: readonly ShareField[] = ['employmentDates', 'designation'];

export const SHARE_LIFETIME_DAYS = [7, 14, 30] as const;

export const SHARE_PURPOSE_PREFIX = 'Background verification for ';

/** New shares per employee per day. */
export const SHARES_PER_EMPLOYEE_PER_DAY = 5;

export const NOT_SHARED_TEXT = 'not shared by the employee';
