import type { Kysely } from 'kysely';
import { employeeMessages } from '@vistaar/shared/validation/employee-schema';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, found, notFound } from '../../lib/http-error';
import { insertStoredFile } from '../files';
import { removeNomination } from '../nominations';
import {
  clearVerificationLock,
  deleteEmployeeCodes,
  deleteEmployeeRow,
  deletePhoto,
  findEmployeeById,
  insertEmployee,
  isEmployeeCodeTaken,
  isUniqueViolation,
  updateEmployee,
  type EmployeeColumns,
  type EmployeeRow,
} from './employee-repository';
import { changedFields } from './employee-view';
import type { UploadedPhoto } from './photo-upload';

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
const entity = 'employee';

function codeTaken() {
  return conflict(employeeMessages.codeTaken, { employee_code: employeeMessages.codeTaken });
}

/** Two staff saving the same code at once: the unique index decides, with the same answer. */
const asCodeTaken = (error: unknown) => {
  throw isUniqueViolation(error) ? codeTaken() : error;
};

function storePhoto(db: Kysely<Database>, photo: UploadedPhoto | undefined) {
  return photo ? insertStoredFile(db, { purpose: 'photo', ...photo }) : null;
}

/** The hired candidate's application a new record is made from, and the check it must pass. */
export interface EmployeeSource {
  applicationId: number;
  /** Runs first in the transaction; throws when the application may not become this record. */
  check(trx: Kysely<Database>): Promise<void>;
}

/**
 * Adds an employee with an optional photo, audited, in one transaction; made from an
 * application, the record points back at it.
 */
export function createEmployee(
  db: Kysely<Database>,
  actor: AuditActor,
  input: { columns: EmployeeColumns; photo?: UploadedPhoto; source?: EmployeeSource },
): Promise<EmployeeRow> {
  return db
    .transaction()
    .execute((trx) => addEmployee(trx, actor, input))
    .catch(asCodeTaken);
}

/**
 * The insert of `createEmployee`, for a caller whose transaction holds more (marking a
 * candidate joined); a code taken meanwhile fails that transaction with a unique violation.
 */
export async function addEmployee(
  trx: Kysely<Database>,
  actor: AuditActor,
  input: { columns: EmployeeColumns; photo?: UploadedPhoto; source?: EmployeeSource },
): Promise<EmployeeRow> {
  const { columns, source } = input;
  await source?.check(trx);
  if (await isEmployeeCodeTaken(trx, columns.employee_code)) throw codeTaken();
  const photoId = await storePhoto(trx, input.photo);
  const created = await insertEmployee(trx, {
    ...columns,
    photo_file_id: photoId,
    ...(source ? { application_id: source.applicationId } : {}),
  });
  await recordAudit(trx, actor, {
    action: 'employee.created',
    entity,
    entityId: created.id,
    details: {
      employee_code: created.employee_code,
      photo: photoId !== null,
      ...(source ? { applicationId: source.applicationId } : {}),
    },
  });
  return created;
}

/**
 * Changes an employee. A new photo replaces the old one, `removePhoto` drops it, and
 * otherwise it stays; a replaced photo's file is deleted with the change.
 */
export function changeEmployee(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: { columns: EmployeeColumns; photo?: UploadedPhoto; removePhoto: boolean },
): Promise<EmployeeRow> {
  const { columns, removePhoto } = input;
  return db
    .transaction()
    .execute(async (trx) => {
      const before = found(await findEmployeeById(trx, id), EMPLOYEE_NOT_FOUND);
      if (await isEmployeeCodeTaken(trx, columns.employee_code, id)) throw codeTaken();
      const newPhotoId = await storePhoto(trx, input.photo);
      const photoChanged = newPhotoId !== null || (removePhoto && before.photo_file_id !== null);
      const photoId = newPhotoId ?? (removePhoto ? null : before.photo_file_id);
      const updated = await updateEmployee(trx, id, { ...columns, photo_file_id: photoId });
      if (photoChanged && before.photo_file_id !== null) {
        await deletePhoto(trx, before.photo_file_id);
      }
      const changed = changedFields(before, columns);
      if (photoChanged) changed.push('profile_image');
      await recordAudit(trx, actor, {
        action: 'employee.updated',
        entity,
        entityId: id,
        details: { employee_code: updated.employee_code, changed },
      });
      return updated;
    })
    .catch(asCodeTaken);
}

/** Removes the employee with their codes, photo and nominee, so no personal data is left behind. */
export async function deleteEmployee(db: Kysely<Database>, actor: AuditActor, id: number) {
  await db.transaction().execute(async (trx) => {
    const employee = found(await findEmployeeById(trx, id), EMPLOYEE_NOT_FOUND);
    await deleteEmployeeCodes(trx, id);
    await removeNomination(trx, 'employee', id);
    await deleteEmployeeRow(trx, id);
    if (employee.photo_file_id !== null) await deletePhoto(trx, employee.photo_file_id);
    await recordAudit(trx, actor, {
      action: 'employee.deleted',
      entity,
      entityId: id,
      details: { employee_code: employee.employee_code },
    });
  });
}

/** Clears an employee's wrong-code count and lock, after staff have checked with them. */
export async function unlockVerification(db: Kysely<Database>, actor: AuditActor, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await clearVerificationLock(trx, id))) throw notFound(EMPLOYEE_NOT_FOUND);
    await recordAudit(trx, actor, {
      action: 'employee.verification_unlocked',
      entity,
      entityId: id,
    });
  });
}
