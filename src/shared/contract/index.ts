export { jobSchema, staffJobSchema } from './job';
export type { Job, StaffJob } from './job';
export { applicationListItemSchema, applicationDetailSchema } from './application';
export type { ApplicationListItem, ApplicationDetail } from './application';
export { employeeRecordSchema, employeeDetailsRecordSchema } from './employee';
export type { Employee, EmployeeDetailsRecord } from './employee';
export {
  auditEntrySchema,
  enrolledSignInSchema,
  invitationPreviewSchema,
  myAccountSchema,
  recoveryCodesSchema,
  pendingInvitationSchema,
  staffProfileSchema,
  staffSessionSchema,
  teamMemberSchema,
  teamSchema,
  twoFactorEnrolmentSchema,
} from './staff';
export type {
  AuditEntry,
  EnrolledSignIn,
  InvitationPreview,
  MyAccount,
  RecoveryCodes,
  PendingInvitation,
  StaffProfile,
  StaffSession,
  Team,
  TeamMember,
  TwoFactorEnrolment,
} from './staff';
