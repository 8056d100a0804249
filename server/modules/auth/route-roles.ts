import { STAFF_ROLES, type StaffRole } from '@vistaar/shared/config';
import { MESSAGING_CONSENT_ROLES } from '@vistaar/shared/config/messaging';

/** The role sets staff routes declare in `config.roles`; the staff gate enforces them. */
export const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLES;
/** Jobs and applications: the whole recruiting pipeline. */
export const RECRUITING: readonly StaffRole[] = ['admin', 'recruiter'];
/**
 * Applications, their board, moves, history and feedback: recruiting, and hiring managers,
 * whom every such route narrows to their own jobs' applications.
 */
export const HIRING_TEAM: readonly StaffRole[] = ['admin', 'recruiter', 'hiring-manager'];
/** Employee records and their verification settings. */
export const EMPLOYEE_RECORDS: readonly StaffRole[] = ['admin', 'hr'];
/** Staff accounts, installation settings and the audit trail. */
export const ADMINS: readonly StaffRole[] = ['admin'];
/** Privacy: requests, retention and breaches. */
export const PRIVACY: readonly StaffRole[] = ['admin', 'hr'];
/** The talent pool: the search over every candidate, their tags and saved lists. */
export const TALENT_POOL: readonly StaffRole[] = ['admin', 'recruiter', 'hr'];
/** Hiring reports: counts, no personal data; hiring managers see only their own jobs'. */
export const REPORTS: readonly StaffRole[] = ['admin', 'recruiter', 'hiring-manager', 'hr'];
/** Likely duplicate candidates, their merges and undos: not interviewers or hiring managers. */
export const CANDIDATE_MERGING: readonly StaffRole[] = ['admin', 'recruiter', 'hr'];
/** Candidates' WhatsApp and SMS consent: who asks for and notes it. */
export const MESSAGING_CONSENT: readonly StaffRole[] = MESSAGING_CONSENT_ROLES;
