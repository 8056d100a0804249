import type { Kysely } from 'kysely';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import type { NominationInput } from '@vistaar/shared/validation';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest } from '../../lib/http-error';
import type { EmployeeRow } from '../employees';
import { removeNomination, saveNomination } from '../nominations';

/**
 * The verified employee names (or replaces) the nominee who may exercise their rights on
 * their death or incapacity (DPDP Act 2023 s.14), kept with the verification notice's version.
 */
export async function nameEmployeeNominee(
  db: Kysely<Database>,
  employee: EmployeeRow,
  input: NominationInput,
  actor: AuditActor,
) {
  const own = [employee.official_email, employee.personal_email]
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase());
  if (own.includes(input.nomineeEmail.toLowerCase())) {
    throw badRequest(privacyRequestMessages.nomineeIsYou, {
      nomineeEmail: privacyRequestMessages.nomineeIsYou,
    });
  }
  await db.transaction().execute(async (trx) => {
    await saveNomination(trx, 'employee', employee.id, {
      ...input,
      noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
      at: nowIso(),
    });
    await recordAudit(trx, actor, {
      action: 'employee.nominee-named-by-employee',
      entity: 'employee',
      entityId: employee.id,
    });
  });
}

/** Removes the employee's nominee. */
export async function removeEmployeeNominee(
  db: Kysely<Database>,
  employee: EmployeeRow,
  actor: AuditActor,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await removeNomination(trx, 'employee', employee.id))) {
      throw badRequest(privacyRequestMessages.noNominee);
    }
    await recordAudit(trx, actor, {
      action: 'employee.nominee-removed-by-employee',
      entity: 'employee',
      entityId: employee.id,
    });
  });
}
