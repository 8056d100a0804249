import type { Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

/** Who made a change, and in which request. */
export interface AuditActor {
  staffId: number | null;
  requestId?: string;
  ip?: string | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Who changed what, when: written in the same transaction as the change. */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: actor.staffId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details ? JSON.stringify(entry.details) : null,
      request_id: actor.requestId ?? null,
      ip: actor.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * A search's query as the audit trail keeps it: the filters chosen, and whether text was
 * typed, never the text itself (staff type names and e-mail addresses into searches, and an
 * audit entry must not keep a person's data past its erasure).
 */
export function auditedSearch<Query extends object>(
  query: Query,
  freeText: readonly (keyof Query & string)[],
): Record<string, unknown> {
  const kept = { ...query } as Record<string, unknown>;
  for (const name of freeText) {
    const value = kept[name];
    delete kept[name];
    if (typeof value === 'string' && value.trim() !== '') kept[name] = true;
  }
  return kept;
}
