export { accountRoutes } from './account-routes';
export { loginRoutes, sessionRoutes } from './auth-routes';
export type { LoginTuning } from './login-service';
export { hashPassword } from './password-hashing';
export { passwordProblem } from './password-policy';
export { auditActor, createRequireStaff, recordRead, signedInStaff } from './require-staff';
export {
  ADMINS,
  CANDIDATE_MERGING,
  EMPLOYEE_RECORDS,
  EVERY_ROLE,
  HIRING_TEAM,
  MESSAGING_CONSENT,
  PRIVACY,
  RECRUITING,
  TALENT_POOL,
  REPORTS,
} from './route-roles';
export { newSessionToken, tokenDigest } from './session-tokens';
export { StaffPasswordError, ensureStaffAccount, setStaffAccount } from './staff-accounts';
export {
  findStaffByEmail,
  insertStaff,
  listActiveStaffOptions,
  revokeStaffSessions,
  setStaffDisabledFlag,
  setStaffRole,
} from './staff-repository';
export type { SessionStaff } from './staff-sessions';
export { removeTwoFactor } from './two-factor';
export {
  readTwoFactorPolicy,
  settleTwoFactorPolicy,
  writeTwoFactorPolicy,
} from './two-factor-policy';
