export { jobSchema, staffJobSchema, jobDeletionSchema } from './job';
export type { Job, StaffJob, JobDeletion } from './job';
export {
  applicationListItemSchema,
  applicationDetailSchema,
  applicationReceiptSchema,
  resumeLinkSchema,
} from './application';
export type {
  ApplicationListItem,
  ApplicationDetail,
  ApplicationReceipt,
  ResumeLink,
} from './application';
export { employeeRecordSchema, employeeDetailsRecordSchema } from './employee';
export type { Employee, EmployeeDetailsRecord } from './employee';
export { loginRequestSchema, signedInSchema, staffProfileSchema } from './session';
export type { LoginRequest, SignedIn, StaffProfile } from './session';
export { verificationCodeSentSchema } from './verification';
export type { VerificationCodeSent } from './verification';
