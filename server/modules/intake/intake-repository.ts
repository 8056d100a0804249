import type { Insertable, Kysely, Updateable } from 'kysely';
import type { IntakeStatus } from '@vistaar/shared/config/intake';
import { nowIso, type DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

type IntakeRow = Database['intake_items'];

export function insertIntakeItem(db: Kysely<Database>, values: Insertable<IntakeRow>) {
  return db
    .insertInto('intake_items')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
}

function itemsWithJob(db: Kysely<Database>) {
  return db
    .selectFrom('intake_items as i')
    .leftJoin('jobs as j', 'j.id', 'i.job_id')
    .selectAll('i')
    .select('j.title as job_title');
}

export type IntakeItemRow = NonNullable<Awaited<ReturnType<typeof findIntakeItem>>>;

export function findIntakeItem(db: Kysely<Database>, id: number) {
  return itemsWithJob(db).where('i.id', '=', id).executeTakeFirst();
}

export interface IntakeListQuery {
  status?: IntakeStatus;
  page: number;
  limit: number;
}

export async function listIntakeItems(db: Kysely<Database>, query: IntakeListQuery) {
  let rows = itemsWithJob(db);
  let count = db.selectFrom('intake_items as i').select((eb) => eb.fn.countAll<number>().as('n'));
  if (query.status) {
    rows = rows.where('i.status', '=', query.status);
    count = count.where('i.status', '=', query.status);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** The oldest item waiting for review other than `exceptId`: the reviewer's next. */
export async function nextReviewableId(db: Kysely<Database>, exceptId: number) {
  const row = await db
    .selectFrom('intake_items')
    .select('id')
    .where('status', 'in', ['review', 'no_text'])
    .where('id', '<>', exceptId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Takes up to `limit` items for this runner: queued ones, and ones whose parser's lease ran
 * out (that server stopped mid-parse). PostgreSQL skips rows another server is claiming;
 * SQLite runs the one statement atomically.
 */
export function claimIntakeItems(
  db: Kysely<Database>,
  dialect: DialectName,
  claim: { limit: number; token: string; leaseUntil: string },
) {
  const now = nowIso();
  const due = db
    .selectFrom('intake_items')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'parsing'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(claim.limit);
  return db
    .updateTable('intake_items')
    .set((eb) => ({
      status: 'parsing',
      lease_until: claim.leaseUntil,
      lease_token: claim.token,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returning(['id', 'file_id', 'file_type', 'job_id', 'attempts'])
    .execute();
}

export function renewIntakeLeases(
  db: Kysely<Database>,
  ids: number[],
  token: string,
  leaseUntil: string,
) {
  return db
    .updateTable('intake_items')
    .set({ lease_until: leaseUntil })
    .where('id', 'in', ids)
    .where('status', '=', 'parsing')
    .where('lease_token', '=', token)
    .execute();
}

/** Writes a parse's outcome, unless another runner has taken the item over meanwhile. */
export function finishParsing(
  db: Kysely<Database>,
  id: number,
  token: string,
  values: Pick<Updateable<IntakeRow>, 'status' | 'proposals' | 'parse_message'>,
) {
  return db
    .updateTable('intake_items')
    .set({ ...values, lease_until: null, lease_token: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'parsing')
    .where('lease_token', '=', token)
    .executeTakeFirst();
}

export function updateIntakeItem(
  db: Kysely<Database>,
  id: number,
  fromStatuses: readonly IntakeStatus[],
  values: Updateable<IntakeRow>,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('intake_items')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', [...fromStatuses]),
  );
}

/** Items that came in before `before`, with their stored files: past their retention. */
export function intakeItemsBefore(db: Kysely<Database>, before: string, limit: number) {
  return db
    .selectFrom('intake_items')
    .select(['id', 'file_id'])
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteIntakeItems(db: Kysely<Database>, ids: number[]) {
  await db.deleteFrom('intake_items').where('id', 'in', ids).execute();
}
