import { EMPLOYEE_DETAILS_FIELDS } from '@vistaar/shared/config';
import type { Employee, EmployeeDetailsRecord } from '@vistaar/shared/contract';

/** The employee shapes are the API's response schemas (`@/shared/contract`), read as types. */
export type { Employee, EmployeeDetailsRecord };

const DETAILS_TEXT_FIELDS = EMPLOYEE_DETAILS_FIELDS.filter(
  (field): field is Exclude<(typeof EMPLOYEE_DETAILS_FIELDS)[number], 'Salary'> =>
    field !== 'Salary',
);

/**
 * Reads a details record from untrusted input (router state, session storage):
 * the record with exactly the known fields, or null when it does not look like one.
 */
export function toEmployeeDetailsRecord(value: unknown): EmployeeDetailsRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  if (typeof source.FirstName !== 'string' || typeof source.Status !== 'string') return null;
  const salary = typeof source.Salary === 'number' ? source.Salary : Number(source.Salary);
  const record = { Salary: Number.isFinite(salary) ? salary : 0 } as EmployeeDetailsRecord;
  for (const field of DETAILS_TEXT_FIELDS) {
    const text = source[field];
    record[field] = typeof text === 'string' ? text : '';
  }
  return record;
}
