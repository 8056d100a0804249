import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, found } from '../../lib/http-error';
import { findEmployeeById } from '../employees';
import { splitName } from '../verification';
import { appendLedger } from './ledger';
import type { SharingDeps } from './share-common';
import { errorReportResolvedMail } from './share-mails';
import { findErrorReport, resolveErrorReport, setSharingSuspended } from './share-repository';

const staffSharingMessages = {
  employeeNotFound: 'Employee not found.',
  reportNotFound: 'No such error report for this employee.',
  alreadyResolved: 'This report is already resolved.',
  alreadySuspended: 'Sharing is already suspended for this employee.',
  notSuspended: 'Sharing is not suspended for this employee.',
} as const;

export interface StaffActor {
  audit: AuditActor;
  email: string;
}

// What staff may do about an employee's verification sharing: hold it (new shares refused,
// open links answer that verification is temporarily unavailable), release it, and resolve
// error reports. Staff never create a share on the employee's behalf.

export async function employeeOrFail(db: Kysely<Database>, employeeId: number) {
  return found(await findEmployeeById(db, employeeId), staffSharingMessages.employeeNotFound);
}

export async function setSuspended(
  db: Kysely<Database>,
  employeeId: number,
  suspend: boolean,
  note: string,
  actor: StaffActor,
) {
  const employee = await employeeOrFail(db, employeeId);
  if (suspend === (employee.sharing_suspended_at !== null)) {
    throw conflict(
      suspend ? staffSharingMessages.alreadySuspended : staffSharingMessages.notSuspended,
    );
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await setSharingSuspended(trx, employeeId, suspend ? now : null, suspend ? note : null);
    await appendLedger(trx, {
      employeeId,
      event: suspend ? 'sharing-suspended' : 'sharing-resumed',
      occurredAt: now,
      actorEmail: actor.email,
      detail: note || null,
    });
    await recordAudit(trx, actor.audit, {
      action: suspend ? 'employee.sharing_suspended' : 'employee.sharing_resumed',
      entity: 'employee',
      entityId: employeeId,
    });
  });
}

export async function resolveReport(
  { db, mailer }: SharingDeps,
  employeeId: number,
  reportId: number,
  note: string,
  actor: StaffActor,
) {
  const employee = await employeeOrFail(db, employeeId);
  const report = found(
    await findErrorReport(db, employeeId, reportId),
    staffSharingMessages.reportNotFound,
  );
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const resolved = await resolveErrorReport(trx, reportId, {
      resolved_at: now,
      resolution_note: note,
      resolved_by: actor.email,
    });
    if (!resolved) throw conflict(staffSharingMessages.alreadyResolved);
    await appendLedger(trx, {
      employeeId,
      event: 'error-resolved',
      occurredAt: now,
      actorEmail: actor.email,
    });
    await recordAudit(trx, actor.audit, {
      action: 'employee.error_report_resolved',
      entity: 'employee',
      entityId: employeeId,
      details: { reportId },
    });
    await mailer.enqueue(
      errorReportResolvedMail({
        to: employee.official_email || employee.personal_email,
        firstName: splitName(employee.full_name).first,
        description: report.description,
        note,
      }),
      trx,
    );
  });
  void mailer.flush();
}
