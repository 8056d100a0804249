import type { Kysely } from 'kysely';
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
