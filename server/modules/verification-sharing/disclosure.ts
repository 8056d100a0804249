import type { DisclosedField, VerificationDisclosure } from '@vistaar/shared/contract';
import { company } from '@vistaar/shared/config/company';
import {
  SHARE_FIELDS,
  SHARE_FIELD_LABELS,
  type ShareField,
} from '@vistaar/shared/config/verification-sharing';
import { type EmployeeRow, paiseToRupees } from '../employees';
import type { ShareRow } from './share-repository';

const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const rupees = (paise: number) =>
  `INR ${paiseToRupees(paise).toLocaleString('en-IN', { maximumFractionDigits: 2 })} a year`;

/** Each field's value as the page and the letter print it. */
const VALUE_OF: Record<ShareField, (employee: EmployeeRow) => string> = {
  employmentDates: (e) => `Joined on ${longDate(e.joining_date)}`,
  designation: (e) => e.designation,
  department: (e) => e.department || 'No department on record',
  employmentType: (e) => e.employment_type,
  status: (e) => e.status,
  grade: (e) => e.grade || 'No grade on record',
  salary: (e) => rupees(e.salary_paise),
  terminationDate: (e) =>
    e.termination_date ? longDate(e.termination_date) : 'No termination date on record',
};

/**
 * The values the employee agreed to disclose, fixed at consent time: later edits to the
 * record do not change what a letter already says. Nothing else is read from the row.
 */
export function snapshotDisclosure(
  employee: EmployeeRow,
  fields: readonly ShareField[],
): Record<string, string> {
  const chosen = new Set(fields);
  const snapshot: Record<string, string> = { employeeName: employee.full_name };
  for (const key of SHARE_FIELDS) if (chosen.has(key)) snapshot[key] = VALUE_OF[key](employee);
  return snapshot;
}

/** Every offered field in order, the withheld ones with null, so an omission is never silent. */
function disclosedFields(share: ShareRow): DisclosedField[] {
  const snapshot = JSON.parse(share.disclosure) as Record<string, string>;
  return SHARE_FIELDS.map((key) => ({
    key,
    label: SHARE_FIELD_LABELS[key],
    value: Object.hasOwn(snapshot, key) ? snapshot[key] : null,
  }));
}

export function toDisclosure(share: ShareRow): VerificationDisclosure {
  const snapshot = JSON.parse(share.disclosure) as Record<string, string>;
  return {
    verificationId: share.verification_id,
    issuer: company.legalName,
    employeeName: snapshot.employeeName,
    verifierOrganisation: share.verifier_organisation,
    verifierEmail: share.verifier_email,
    purpose: share.purpose,
    issuedAt: share.created_at,
    expiresAt: share.expires_at,
    fields: disclosedFields(share),
  };
}
