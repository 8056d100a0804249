import type { Kysely } from 'kysely';
import type { Employee } from '@vistaar/shared/contract';
import { GENDER_OPTIONS } from '@vistaar/shared/config/options';
import type { EmployeeDraft } from '@vistaar/shared/contract';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { findApplicationDetail } from '../applications';
import {
  addEmployee,
  findEmployeeById,
  findEmployeeIdByApplication,
  nextEmployeeCode,
  type EmployeeRow,
  type EmployeeSource,
  type UploadedPhoto,
} from '../employees';
import { APPLICATION_NOT_FOUND, moveWithin } from './application-stage-service';
import { listStages } from './stages-repository';

export const NOT_HIRED =
  'Only a hired candidate becomes an employee: move the application to Hired first.';
export const ALREADY_AN_EMPLOYEE = 'An employee record was already made from this application.';
const NO_HIRED_STAGE =
  'The pipeline has no Hired stage in use, so the candidate cannot be marked joined. Ask an admin to add one.';
const NO_GENDER =
  "The application does not say the candidate's gender, which the employee record needs. Add the record from the application instead.";
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

/** What an accepted offer says of the new employee, over what the application and job say. */
export interface HireTerms {
  designation: string;
  joiningDate: string;
  /** Whole rupees a year: the offer's CTC. */
  salaryRupees: number;
  comment: string;
  /** The photo the candidate gave in pre-boarding, which HR accepted. */
  photo?: UploadedPhoto;
}

/**
 * Hire to employee inside the caller's transaction: the application moves to the pipeline's
 * Hired stage (if not there already) and its employee record is made from the same draft the
 * employee-draft screen shows, with the next code of the register and the offer's terms; HR
 * completes the rest on the employee's page.
 */
export async function hireAsEmployee(
  trx: Kysely<Database>,
  actor: AuditActor,
  applicationId: number,
  terms: HireTerms,
): Promise<EmployeeRow> {
  const hired = (await listStages(trx)).find(
    (stage) => stage.kind === 'hired' && stage.archived_at === null,
  );
  if (!hired) throw conflict(NO_HIRED_STAGE);
  await moveWithin(trx, actor, applicationId, hired.id, terms.comment);
  // A record HR already made from the application is the candidate's: never a second one.
  const made = await findEmployeeIdByApplication(trx, applicationId);
  if (made) return (await findEmployeeById(trx, made.id))!;
  const { fields } = await employeeDraft(trx, applicationId);
  if (!fields.gender) throw conflict(NO_GENDER);
  return addEmployee(trx, actor, {
    columns: {
      employee_code: await nextEmployeeCode(trx),
      full_name: fields.full_name,
      date_of_birth: fields.date_of_birth,
      gender: fields.gender as Employee['gender'],
      phone_number: fields.phone_number,
      personal_email: fields.personal_email,
      official_email: '',
      designation: terms.designation,
      department: fields.department,
      joining_date: terms.joiningDate,
      salary_paise: terms.salaryRupees * 100,
      employment_type: 'Full-time',
      grade: '',
      status: 'Active',
      termination_date: '',
    },
    photo: terms.photo,
    source: hiredApplicationSource(applicationId),
  });
}
