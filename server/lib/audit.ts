import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

export interface AuditEntry {
  staffId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  requestId?: string;
}

/** Who changed what, when: written in the same transaction as the change. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details ? JSON.stringify(entry.details) : null,
      request_id: entry.requestId ?? null,
      created_at: nowIso(),
    })
    .execute();
}
