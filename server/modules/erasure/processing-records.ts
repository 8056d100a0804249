import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProcessingRecord } from '@vistaar/shared/contract';
import type { Database, ProcessingRecordsTable } from '../../db/schema';

type RecordKind = ProcessingRecordsTable['record_kind'];

/** DPDP Rules 2025, r.8(3): processing logs are kept at least a year after the last processing. */
const KEEP_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A value as the processing record holds it: HMAC-SHA-256 keyed with the app secret, so the
 * record can answer "was this address processed?" for someone who has the address, yet a
 * copy of the database alone cannot try common names or addresses against it.
 */
function processingHash(secret: string, field: string, value: string): string {
  return createHmac('sha256', secret)
    .update(`processing-record\n${field}\n${value.trim().toLowerCase()}`)
    .digest('hex');
}

/** Staff accounts on the record's audit trail, and the time of its latest entry. */
async function processingOf(db: Kysely<Database>, kind: RecordKind, recordId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['staff_id', (eb) => eb.fn.max('created_at').as('last')])
    .where('entity', '=', kind)
    .where('entity_id', '=', String(recordId))
    .groupBy('staff_id')
    .execute();
  const staffIds = rows
    .map((row) => row.staff_id)
    .filter((id): id is number => id !== null)
    .map(Number);
  const last =
    rows
      .map((row) => String(row.last))
      .sort()
      .at(-1) ?? null;
  return { staffIds, last };
}

/**
 * Written by every eraser in its transaction, before the record's values go: which record,
 * for what, since when, by whom, and keyed hashes of its values (empty ones left out).
 */
export async function keepProcessingRecord(
  trx: Kysely<Database>,
  input: {
    kind: RecordKind;
    recordId: number;
    purposes: string[];
    collectedAt: string;
    values: Record<string, string | null | undefined>;
    erasedAt: string;
    reason: string;
    erasedBy: number | null;
    secret: string;
  },
): Promise<void> {
  const { staffIds, last } = await processingOf(trx, input.kind, input.recordId);
  const processedBy = [...new Set([...staffIds, ...(input.erasedBy ? [input.erasedBy] : [])])];
  const hashes = Object.fromEntries(
    Object.entries(input.values)
      .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
      .map(([field, value]) => [field, processingHash(input.secret, field, value)]),
  );
  await trx
    .insertInto('processing_records')
    .values({
      record_kind: input.kind,
      record_id: input.recordId,
      purposes: JSON.stringify(input.purposes),
      collected_at: input.collectedAt,
      processed_by: JSON.stringify(processedBy.sort((a, b) => a - b)),
      last_processed_at: last && last > input.collectedAt ? last : input.collectedAt,
      erased_at: input.erasedAt,
      erasure_reason: input.reason,
      value_hashes: JSON.stringify(hashes),
      // The erasure is the record's last processing.
      remove_after: new Date(Date.parse(input.erasedAt) + KEEP_MS).toISOString(),
    })
    .execute();
}

/** The retention run's part: records a year past their last processing go. */
export async function removeExpiredProcessingRecords(db: Kysely<Database>, now: Date) {
  await db
    .deleteFrom('processing_records')
    .where('remove_after', '<=', now.toISOString())
    .execute();
}

/**
 * The records kept for an erased record, or for an address (matched by its keyed hash):
 * the admin's audited read.
 */
export async function findProcessingRecords(
  db: Kysely<Database>,
  secret: string,
  filter: { recordKind?: RecordKind; recordId?: number; email?: string },
): Promise<ProcessingRecord[]> {
  let query = db.selectFrom('processing_records').selectAll().orderBy('id', 'desc').limit(100);
  if (filter.recordKind) query = query.where('record_kind', '=', filter.recordKind);
  if (filter.recordId !== undefined) query = query.where('record_id', '=', filter.recordId);
  // A hash is hex: no character of it means anything to LIKE.
  const emailHash = filter.email ? processingHash(secret, 'email', filter.email) : null;
  if (emailHash) query = query.where('value_hashes', 'like', `%"${emailHash}"%`);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    recordKind: row.record_kind,
    recordId: row.record_id,
    purposes: JSON.parse(row.purposes) as string[],
    collectedAt: row.collected_at,
    processedBy: JSON.parse(row.processed_by) as number[],
    lastProcessedAt: row.last_processed_at,
    erasedAt: row.erased_at,
    erasureReason: row.erasure_reason,
    valueHashes: Object.entries(JSON.parse(row.value_hashes) as Record<string, string>).map(
      ([field, hash]) => ({ field, hash }),
    ),
    removeAfter: row.remove_after,
  }));
}
