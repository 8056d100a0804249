import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditFilters {
  staffId?: number;
  action?: string;
  /** YYYY-MM-DD, inclusive, UTC days. */
  from?: string;
  to?: string;
}

function filtered(db: Kysely<Database>, filters: AuditFilters) {
  let query = db.selectFrom('audit_log as a').leftJoin('staff_users as s', 's.id', 'a.staff_id');
  if (filters.staffId !== undefined) query = query.where('a.staff_id', '=', filters.staffId);
  if (filters.action) query = query.where('a.action', '=', filters.action);
  if (filters.from) query = query.where('a.created_at', '>=', `${filters.from}T00:00:00.000Z`);
  // ISO text sorts by time: everything of the last day is before the next day's start.
  if (filters.to) query = query.where('a.created_at', '<', nextDay(filters.to));
  return query;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** Newest first; the id breaks ties between entries of the same millisecond. */
export async function listAuditEntries(
  db: Kysely<Database>,
  filters: AuditFilters,
  paging: { offset: number; limit: number },
) {
  const rows = await filtered(db, filters)
    .select([
      'a.id',
      'a.created_at',
      'a.staff_id',
      's.name as staff_name',
      's.email as staff_email',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.details',
      'a.ip',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
  const count = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.count) };
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

/**
 * Opening the employee list loads every photo on it, and each load is an audited read: one
 * list view leaves dozens of entries. On the screen, a member's photo views of one UTC day
 * are one entry (newest view's time, how many views of how many employees); every other
 * entry is as stored. The rows stay one per view: the export keeps them all.
 */
export const GROUPED_ACTION = 'employee.photo-viewed';

export async function listAuditEntriesGrouped(
  db: Kysely<Database>,
  filters: AuditFilters,
  paging: { offset: number; limit: number },
) {
  const single = filtered(db, filters)
    .where('a.action', '!=', GROUPED_ACTION)
    .select([
      'a.id',
      'a.created_at',
      'a.staff_id',
      's.name as staff_name',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.details',
      'a.ip',
      sql<number>`1`.as('views'),
      sql<number>`1`.as('employees'),
      'a.created_at as first_at',
    ]);
  const day = sql<string>`substr(a.created_at, 1, 10)`;
  const grouped = filtered(db, filters)
    .where('a.action', '=', GROUPED_ACTION)
    .select((eb) => [
      eb.fn.max('a.id').as('id'),
      eb.fn.max('a.created_at').as('created_at'),
      'a.staff_id',
      's.name as staff_name',
      sql<string>`${GROUPED_ACTION}`.as('action'),
      sql<string>`'employee'`.as('entity'),
      // One employee's photo, seen several times, still names the employee.
      sql<string | null>`case when count(distinct a.entity_id) = 1 then max(a.entity_id) end`.as(
        'entity_id',
      ),
      sql<string | null>`null`.as('details'),
      sql<string | null>`case when count(distinct a.ip) = 1 then max(a.ip) end`.as('ip'),
      eb.fn.countAll<number>().as('views'),
      sql<number>`count(distinct a.entity_id)`.as('employees'),
      eb.fn.min('a.created_at').as('first_at'),
    ])
    .groupBy(['a.staff_id', 's.name', day]);
  const entries = () => db.selectFrom(single.unionAll(grouped).as('e'));
  const rows = await entries()
    .selectAll()
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
  const count = await entries()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      ...row,
      views: Number(row.views),
      employees: Number(row.employees),
    })),
    total: Number(count.count),
  };
}

export type GroupedAuditRow = Awaited<ReturnType<typeof listAuditEntriesGrouped>>['rows'][number];

/** The kinds of change that appear in the log, for the filter. */
export async function listAuditActions(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .distinct()
    .orderBy('action')
    .execute();
  return rows.map((row) => row.action);
}
