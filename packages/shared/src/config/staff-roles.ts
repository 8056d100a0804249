import { paths, type StaffPath } from './routes';

/**
 * What each kind of staff account may do. The server enforces it per route; the browser
 * uses the same table only to show each role the screens it may open.
 */
export const STAFF_ROLES = ['admin', 'recruiter', 'hr', 'interviewer', 'hiring-manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  hr: 'HR',
  interviewer: 'Interviewer',
  'hiring-manager': 'Hiring manager',
};

/** Screens of the staff area and the roles that may open them. */
export const STAFF_SCREEN_ROLES: Record<StaffPath, readonly StaffRole[]> = {
  // A hiring manager sees only their own jobs' applications there (the server filters).
  [paths.appliedJob]: ['admin', 'recruiter', 'hiring-manager'],
  [paths.applicationRecord]: ['admin', 'recruiter', 'hiring-manager'],
  // A hiring manager sees only the person's applications to their own jobs (the server filters).
  [paths.candidateRecord]: ['admin', 'recruiter', 'hiring-manager'],
  // Merging moves whole people: not for interviewers or hiring managers.
  [paths.candidateDuplicates]: ['admin', 'recruiter', 'hr'],
  [paths.candidateMerge]: ['admin', 'recruiter', 'hr'],
  [paths.postJob]: ['admin', 'recruiter'],
  [paths.jobsList]: ['admin', 'recruiter'],
  [paths.employeeList]: ['admin', 'hr'],
  [paths.team]: ['admin'],
  [paths.auditTrail]: ['admin'],
  [paths.emailTemplates]: ['admin', 'recruiter'],
  [paths.pipelineSettings]: ['admin', 'recruiter'],
  [paths.myAccount]: STAFF_ROLES,
  [paths.myInterviews]: STAFF_ROLES,
  // Each kit is open only to its panel (and those who may open the application).
  [paths.interviewKit]: STAFF_ROLES,
  [paths.privacyRetention]: ['admin', 'hr'],
  [paths.privacyRequests]: ['admin', 'hr'],
  [paths.privacyBreaches]: ['admin', 'hr'],
  [paths.privacyBreachNew]: ['admin', 'hr'],
  [paths.privacyBreach]: ['admin', 'hr'],
  // A hiring manager's reports count only their own jobs (the server narrows them).
  [paths.reports]: ['admin', 'recruiter', 'hiring-manager', 'hr'],
  // Recruiters read the templates and structures to draft with; admins and HR keep them.
  [paths.offerTemplates]: ['admin', 'hr'],
  // Whoever may be an approver: anyone but interviewers, who see nothing of offers.
  [paths.offerApprovals]: ['admin', 'hr', 'recruiter', 'hiring-manager'],
  [paths.offerApproval]: ['admin', 'hr', 'recruiter', 'hiring-manager'],
  [paths.joining]: ['admin', 'hr', 'recruiter'],
  [paths.intake]: ['admin', 'recruiter'],
  [paths.intakeReview]: ['admin', 'recruiter'],
  [paths.mailQuarantine]: ['admin'],
  [paths.talentPool]: ['admin', 'recruiter', 'hr'],
};

/** Where a role lands after signing in: the first screen it may open. */
export function staffHomePath(role: StaffRole): StaffPath {
  const order: StaffPath[] = [
    paths.appliedJob,
    paths.employeeList,
    paths.myInterviews,
    paths.myAccount,
  ];
  return order.find((path) => STAFF_SCREEN_ROLES[path].includes(role)) ?? paths.myAccount;
}

/** Who must use a second factor: an installation-wide choice an admin makes. */
export const TWO_FACTOR_POLICIES = ['off', 'admins', 'everyone'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

/**
 * The `code` of a refusal about the session's second factor, which the staff app acts on:
 * `enrol` (the policy asks for one and the member has none yet: set it up), `verify` (the
 * member has one but this session was opened with the password alone: enter a code), and
 * `locked` (authenticator codes are locked after too many wrong ones: a recovery code).
 */
export const SECOND_FACTOR_ANSWERS = {
  enrol: 'two-factor-enrolment-required',
  verify: 'two-factor-code-required',
  locked: 'two-factor-locked',
} as const;

export const INVITATION_VALID_HOURS = 72;
export const RECOVERY_CODE_COUNT = 10;
export const SIGN_IN_CHALLENGE_MINUTES = 5;
