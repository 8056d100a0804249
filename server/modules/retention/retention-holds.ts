import type { Kysely } from 'kysely';
import { retentionMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, found } from '../../lib/http-error';

/** The quarantined record a hold is about, or 404. */
async function quarantined(db: Kysely<Database>, quarantineId: number) {
  return found(
    await db
      .selectFrom('retention_quarantine')
      .select(['id', 'kind', 'record_id', 'hold_reason'])
      .where('id', '=', quarantineId)
      .executeTakeFirst(),
    retentionMessages.notFound,
  );
}

/**
 * Places (or rewords) a legal hold: the record stays in quarantine past its erasure day
 * until staff release it. The audit entry names the record, not the person; the reason is
 * on the hold itself.
 */
export function placeHold(
  db: Kysely<Database>,
  actor: AuditActor & { staffId: number },
  quarantineId: number,
  reason: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await quarantined(trx, quarantineId);
    await trx
      .updateTable('retention_quarantine')
      .set({ hold_reason: reason, held_by: actor.staffId, held_at: nowIso() })
      .where('id', '=', quarantineId)
      .execute();
    await recordAudit(trx, actor, {
      action: row.hold_reason === null ? 'retention.hold_placed' : 'retention.hold_changed',
      entity: row.kind,
      entityId: row.record_id,
      details: { quarantineId },
    });
  });
}

/**
 * Releases a hold: the record leaves quarantine, and the next run applies the rules to it
 * again (quarantining it afresh, with a new erasure day, if it is still past its date).
 */
export function releaseHold(
  db: Kysely<Database>,
  actor: AuditActor,
  quarantineId: number,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await quarantined(trx, quarantineId);
    if (row.hold_reason === null) throw conflict(retentionMessages.notHeld);
    await trx.deleteFrom('retention_quarantine').where('id', '=', quarantineId).execute();
    await recordAudit(trx, actor, {
      action: 'retention.hold_released',
      entity: row.kind,
      entityId: row.record_id,
      details: { quarantineId },
    });
  });
}
