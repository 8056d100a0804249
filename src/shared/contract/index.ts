export { jobSchema, staffJobSchema } from './job';
export type { Job, StaffJob } from './job';
export { applicationListItemSchema, applicationDetailSchema } from './application';
export type { ApplicationListItem, ApplicationDetail } from './application';
export { employeeRecordSchema, employeeDetailsRecordSchema } from './employee';
export type { Employee, EmployeeDetailsRecord } from './employee';
export {
  disclosedFieldSchema,
  errorReportRecordSchema,
  ledgerEntrySchema,
  verificationCheckSchema,
  verificationDisclosureSchema,
  verificationOverviewSchema,
  verificationShareSchema,
} from './verification';
export type {
  DisclosedField,
  ErrorReportRecord,
  LedgerEntry,
  VerificationCheck,
  VerificationDisclosure,
  VerificationOverview,
  VerificationShare,
} from './verification';
