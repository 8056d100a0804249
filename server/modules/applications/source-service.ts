import type { Kysely } from 'kysely';
import type { ApplicationSourceInput } from '@vistaar/shared/validation';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { found, gone } from '../../lib/http-error';
import { referrerColumns } from './add-candidate';
import { findApplicationSource, updateApplicationSource } from './applications-repository';
import { APPLICATION_NOT_FOUND } from './resume-routes';

const SOURCE_OF_ERASED = 'This application was erased; its source is no longer kept.';

/** Staff correct where an application came from; the audit entry keeps what it said before. */
export async function correctSource(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: ApplicationSourceInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = found(await findApplicationSource(trx, id), APPLICATION_NOT_FOUND);
    if (before.erased_at !== null) throw gone(SOURCE_OF_ERASED);
    const after = await referrerColumns(trx, input);
    await updateApplicationSource(trx, id, after);
    await recordAudit(trx, actor, {
      action: 'application.source-corrected',
      entity: 'application',
      entityId: id,
      details: {
        changes: {
          source: { from: before.source, to: after.source },
          sourceDetail: { from: before.source_detail, to: after.source_detail },
          referrerEmployeeId: { from: before.referrer_employee_id, to: after.referrer_employee_id },
        },
      },
    });
  });
}
