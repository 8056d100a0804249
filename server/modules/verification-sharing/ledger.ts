import type { Kysely } from 'kysely';
import type { LedgerEntry } from '@vistaar/shared/contract';
import type { Database } from '../../db/schema';

export type LedgerEvent = LedgerEntry['event'];

/** The one write to the ledger: an insert. Nothing in the product updates or deletes it. */
export async function appendLedger(
  db: Kysely<Database>,
  entry: {
    employeeId: number;
    shareId?: number | null;
    event: LedgerEvent;
    occurredAt: string;
    clientIp?: string | null;
    actorEmail?: string | null;
    detail?: string | null;
  },
) {
  await db
    .insertInto('verification_ledger')
    .values({
      employee_id: entry.employeeId,
      share_id: entry.shareId ?? null,
      event: entry.event,
      occurred_at: entry.occurredAt,
      client_ip: entry.clientIp ?? null,
      actor_email: entry.actorEmail ?? null,
      detail: entry.detail ?? null,
    })
    .execute();
}

/** The employee's ledger, newest first, with each entry's share reference and organisation. */
export async function ledgerOf(db: Kysely<Database>, employeeId: number): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('verification_ledger as l')
    .leftJoin('verification_shares as s', 's.id', 'l.share_id')
    .select([
      'l.id',
      'l.event',
      'l.occurred_at',
      'l.client_ip',
      'l.actor_email',
      's.verification_id',
      's.verifier_organisation',
    ])
    .where('l.employee_id', '=', employeeId)
    .orderBy('l.occurred_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    event: row.event as LedgerEvent,
    occurredAt: row.occurred_at,
    verificationId: row.verification_id ?? null,
    organisation: row.verifier_organisation ?? null,
    actorEmail: row.actor_email,
    clientIp: row.client_ip,
  }));
}
