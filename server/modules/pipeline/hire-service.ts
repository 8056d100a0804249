import type { Kysely } from 'kysely';
import { GENDER_OPTIONS } from '@vistaar/shared/config/options';
import type { EmployeeDraft } from '@vistaar/shared/contract';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { findApplicationDetail } from '../applications';
import { findEmployeeIdByApplication, type EmployeeSource } from '../employees';
import { APPLICATION_NOT_FOUND } from './application-stage-service';

export const NOT_HIRED =
  'Only a hired candidate becomes an employee: move the application to Hired first.';
export const ALREADY_AN_EMPLOYEE = 'An employee record was already made from this application.';
const ERASED = "This application's personal data was erased, so it cannot become an employee.";

/** The application, when it may become an employee record now. */
async function hiredApplication(db: Kysely<Database>, applicationId: number) {
  const row = await findApplicationDetail(db, applicationId);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (row.erased_at) throw conflict(ERASED);
  if (row.stage_kind !== 'hired') throw conflict(NOT_HIRED);
  return row;
}

/** What the application and its job already say of the new employee; HR completes the rest. */
export async function employeeDraft(
  db: Kysely<Database>,
  applicationId: number,
): Promise<EmployeeDraft> {
  const row = await hiredApplication(db, applicationId);
  const employee = await findEmployeeIdByApplication(db, applicationId);
  const gender = GENDER_OPTIONS.find((option) => option.value === row.gender)?.label ?? '';
  return {
    applicationId,
    employeeId: employee?.id ?? null,
    fields: {
      full_name: `${row.first_name} ${row.last_name}`,
      personal_email: row.email,
      phone_number: row.phone,
      date_of_birth: row.dob,
      gender,
      designation: row.job_title ?? '',
      department: row.job_department ?? '',
      joining_date: indiaDateOf(row.stage_entered_at),
    },
  };
}

/** The check `createEmployee` runs in its transaction: hired, and no record made from it yet. */
export function hiredApplicationSource(applicationId: number): EmployeeSource {
  return {
    applicationId,
    async check(trx) {
      await hiredApplication(trx, applicationId);
      if (await findEmployeeIdByApplication(trx, applicationId)) {
        throw conflict(ALREADY_AN_EMPLOYEE);
      }
    },
  };
}
