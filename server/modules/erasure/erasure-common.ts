import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, RetentionKind } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { containsPattern } from '../../lib/like-pattern';
import { keepProcessingRecord } from './processing-records';

/**
 * The one way personal data is erased (DPDP Act 2023 s.8(7), s.12): by the retention job,
 * on an applicant's request, or by staff answering a privacy request. Each eraser runs in
 * the caller's transaction (`trx`), blanks the record's personal fields but keeps the row,
 * anonymous, for statistics (an application keeps its job, dates and stage), deletes what
 * else carries the person's data (files, e-mails, notes, codes, sessions) and writes one
 * audit entry that names only the record and the reason. An eraser answers false, and
 * changes nothing, when the record is missing or already erased, so two callers racing
 * each other erase (and audit) once.
 */

export interface ErasureOptions {
  /** Why, in fixed words ('retention', 'applicant-request', 'privacy-request', 'staff-request'): never personal data. */
  reason: string;
  /** The staff member, or `{ staffId: null }` for the retention job or the person themselves. */
  actor: AuditActor;
  /** The app secret: the processing record keeps the values as hashes keyed with it. */
  secret: string;
}

/** The neutral name an erased application or candidate keeps in its NOT NULL name columns. */
export const ERASED_NAME = { firstName: 'Erased', lastName: 'applicant' } as const;

type OutboxBuilder = ExpressionBuilder<Database, 'outbox'>;

export function contains(column: 'text_body' | 'subject' | 'calendar', needle: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(needle.toLowerCase())} escape '\\'`;
}

/**
 * A record's e-mails: those tagged with it, and untagged ones (queued before messages were
 * tagged, or by code that does not tag) sent to the person or quoting their address, or, for
 * the given kinds, their name. Messages tagged with another record of the same person (a
 * second application still in progress) stay.
 */
export function mailsOf(
  eb: OutboxBuilder,
  about: string,
  email: string,
  name?: { fullName: string; kinds: string[] },
): Expression<SqlBool> {
  const alternatives: Expression<SqlBool>[] = [eb('about', '=', about)];
  const address = email.trim().toLowerCase();
  if (address) {
    alternatives.push(
      eb.and([
        eb('about', 'is', null),
        eb.or([
          eb(eb.fn('lower', ['recipient']), '=', address),
          contains('text_body', address),
          contains('subject', address),
          contains('calendar', address),
        ]),
      ]),
    );
  }
  if (name && name.fullName.trim()) {
    alternatives.push(
      eb.and([
        eb('about', 'is', null),
        eb.or(name.kinds.map((kind) => eb('kind', 'like', kind))),
        contains('text_body', name.fullName.trim()),
      ]),
    );
  }
  return eb.or(alternatives);
}

/**
 * The legal hold kept on a record, if any: while it stands the record must not be erased,
 * and a request to erase it is declined with the reason.
 */
export async function legalHoldOn(
  db: Kysely<Database>,
  kind: RetentionKind,
  recordId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('retention_quarantine')
    .select('hold_reason')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('hold_reason', 'is not', null)
    .executeTakeFirst();
  return row?.hold_reason ?? null;
}

/**
 * The processing record an eraser keeps before the record's values go, with why and by whom
 * it was erased.
 */
export function keepErasureRecord(
  trx: Kysely<Database>,
  options: ErasureOptions,
  record: Omit<Parameters<typeof keepProcessingRecord>[1], 'reason' | 'erasedBy' | 'secret'>,
) {
  return keepProcessingRecord(trx, {
    ...record,
    reason: options.reason,
    erasedBy: options.actor.staffId ?? null,
    secret: options.secret,
  });
}

/**
 * The end of every erasure: the record leaves the retention quarantine, whoever erased it,
 * and one audit entry names only the record and the reason.
 */
export async function closeErasure(
  trx: Kysely<Database>,
  options: ErasureOptions,
  kind: RetentionKind,
  recordId: number,
) {
  await trx
    .deleteFrom('retention_quarantine')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .execute();
  await recordAudit(trx, options.actor, {
    action: 'privacy.erased',
    entity: kind,
    entityId: recordId,
    details: { reason: options.reason },
  });
}
