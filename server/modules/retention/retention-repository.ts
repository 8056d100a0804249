import type { Kysely } from 'kysely';
import type { RetentionItem, RetentionRun } from '@vistaar/shared/contract';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import type { Database, RetentionKind } from '../../db/schema';
import { jobClosedOn } from './retention-rules';

/** What staff may know of a quarantined record without seeing the person: kind, number, job, dates. */
async function describe(
  db: Kysely<Database>,
  kind: RetentionKind,
  ids: number[],
): Promise<Map<number, string>> {
  const descriptions = new Map<number, string>();
  if (ids.length === 0) return descriptions;
  if (kind === 'application') {
    const rows = await db
      .selectFrom('job_applications as a')
      .leftJoin('jobs as j', 'j.id', 'a.job_id')
      .select(['a.id', 'a.created_at', 'j.title', 'j.is_active', 'j.closes_on', 'j.updated_at'])
      .where('a.id', 'in', ids)
      .execute();
    for (const row of rows) {
      descriptions.set(
        row.id,
        row.title === null || row.is_active === null || !row.closes_on || !row.updated_at
          ? `General application #${row.id}, received ${indiaDateOf(row.created_at)}`
          : `Application #${row.id} for ${row.title}, job closed ${jobClosedOn({
              is_active: row.is_active,
              closes_on: row.closes_on,
              updated_at: row.updated_at,
            })}`,
      );
    }
  } else if (kind === 'contact_message') {
    const rows = await db
      .selectFrom('contact_messages')
      .select(['id', 'created_at'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      descriptions.set(
        row.id,
        `Contact message #${row.id}, received ${indiaDateOf(row.created_at)}`,
      );
    }
  } else {
    const rows = await db
      .selectFrom('verification_shares')
      .select(['id', 'expires_at', 'revoked_at'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      descriptions.set(
        row.id,
        row.revoked_at
          ? `Verification share #${row.id}, revoked ${indiaDateOf(row.revoked_at)}`
          : `Verification share #${row.id}, expired ${indiaDateOf(row.expires_at)}`,
      );
    }
  }
  return descriptions;
}

function quarantineQuery(db: Kysely<Database>) {
  return db
    .selectFrom('retention_quarantine as q')
    .leftJoin('staff_users as s', 's.id', 'q.held_by')
    .selectAll('q')
    .select('s.name as held_by_name');
}

async function toItems(
  db: Kysely<Database>,
  rows: Awaited<ReturnType<ReturnType<typeof quarantineQuery>['execute']>>,
): Promise<RetentionItem[]> {
  const byKind = new Map<RetentionKind, Map<number, string>>();
  for (const kind of new Set(rows.map((row) => row.kind))) {
    byKind.set(
      kind,
      await describe(
        db,
        kind,
        rows.filter((row) => row.kind === kind).map((row) => row.record_id),
      ),
    );
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recordId: row.record_id,
    description: byKind.get(row.kind)?.get(row.record_id) ?? `Record #${row.record_id}`,
    dueOn: row.due_on,
    eraseOn: row.erase_on,
    quarantinedAt: row.quarantined_at,
    hold:
      row.hold_reason !== null && row.held_at !== null
        ? { reason: row.hold_reason, staffName: row.held_by_name ?? null, at: row.held_at }
        : null,
  }));
}

/** The quarantine, soonest erasure first (held records after the others of their day). */
export async function listQuarantine(
  db: Kysely<Database>,
  paging: { offset: number; limit: number },
): Promise<{ items: RetentionItem[]; total: number }> {
  const rows = await quarantineQuery(db)
    .orderBy('q.erase_on')
    .orderBy('q.id')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
  const count = await db
    .selectFrom('retention_quarantine')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { items: await toItems(db, rows), total: Number(count.count) };
}

export async function findQuarantineItem(
  db: Kysely<Database>,
  id: number,
): Promise<RetentionItem | undefined> {
  const rows = await quarantineQuery(db).where('q.id', '=', id).execute();
  return (await toItems(db, rows))[0];
}

export async function listRuns(db: Kysely<Database>, limit: number): Promise<RetentionRun[]> {
  const rows = await db
    .selectFrom('retention_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    trigger: row.trigger,
    asOf: row.as_of,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    quarantined: row.quarantined,
    erased: row.erased,
    held: row.held,
  }));
}
