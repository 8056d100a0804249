import type { Insertable, Kysely } from 'kysely';
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

function auditRow(actor: AuditActor, entry: AuditEntry): Insertable<Database['audit_log']> {
  return {
    staff_id: actor.staffId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ? JSON.stringify(entry.details) : null,
    request_id: actor.requestId ?? null,
    ip: actor.ip ?? null,
    created_at: nowIso(),
  };
}

/** Who changed what, when: written in the same transaction as the change. */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry) {
  await db.insertInto('audit_log').values(auditRow(actor, entry)).execute();
}

/** Rows per INSERT: well under SQLite's limit of bound parameters (8 columns each). */
const ROWS_PER_INSERT = 100;
/** Entries kept for a retry while the database refuses them; past this the oldest are dropped. */
const MAX_PENDING = 50_000;

/**
 * Entries that record a read, collected and written together: one transaction (so one disk
 * flush with `synchronous = FULL`) every `intervalMs` instead of one per read. A read changes
 * nothing else, so there is no transaction of its own to join. Whoever reads the trail
 * calls `flush()` first; the owner flushes on shutdown. Entries keep the time they were read.
 */
export class AuditBatch {
  private pending: Insertable<Database['audit_log']>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly db: Kysely<Database>,
    private readonly onError: (error: unknown, entries: number) => void,
    private readonly intervalMs = 250,
  ) {}

  add(actor: AuditActor, entry: AuditEntry): void {
    this.pending.push(auditRow(actor, entry));
    if (this.pending.length > MAX_PENDING)
      this.pending.splice(0, this.pending.length - MAX_PENDING);
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref();
  }

  /** Writes every entry added so far; resolves once they are committed (or refused and kept). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    // One write at a time, in order: a flush waits for the one before it.
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    const rows = this.pending;
    if (rows.length === 0) return;
    this.pending = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          await trx
            .insertInto('audit_log')
            .values(rows.slice(start, start + ROWS_PER_INSERT))
            .execute();
        }
      });
    } catch (error) {
      // Kept for the next flush: a database that is briefly away does not lose the trail.
      this.pending = [...rows, ...this.pending];
      this.timer ??= setTimeout(() => void this.flush(), this.intervalMs * 4).unref();
      this.onError(error, rows.length);
    }
  }
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
