import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BreachesTable, Database } from '../../db/schema';

export type BreachColumns = Omit<
  Insertable<BreachesTable>,
  | 'id'
  | 'created_by'
  | 'created_at'
  | 'updated_at'
  | 'board_reported_at'
  | 'notices_sent_at'
  | 'notices_sent_by'
  | 'notices_sent'
  | 'notice_subject'
  | 'notice_text'
>;

export async function insertBreach(
  db: Kysely<Database>,
  columns: BreachColumns,
  by: number | null,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('breaches')
    .values({ ...columns, created_by: by, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes what was recorded, only while no notice has gone (0 rows otherwise). */
export async function updateUnsentBreach(
  db: Kysely<Database>,
  id: number,
  columns: Updateable<BreachesTable>,
): Promise<number> {
  const result = await db
    .updateTable('breaches')
    .set(columns)
    .where('id', '=', id)
    .where('notices_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Claims the sending of a breach's notices: 1 for the one caller that may send, 0 for any
 * other (PostgreSQL makes a second caller wait for the first to commit, then finds it set).
 */
export async function claimNoticeSending(
  db: Kysely<Database>,
  id: number,
  by: number | null,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('breaches')
    .set({ notices_sent_at: at, notices_sent_by: by })
    .where('id', '=', id)
    .where('notices_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function recordNoticesSent(
  db: Kysely<Database>,
  id: number,
  sent: { count: number; subject: string; text: string },
) {
  await db
    .updateTable('breaches')
    .set({ notices_sent: sent.count, notice_subject: sent.subject, notice_text: sent.text })
    .where('id', '=', id)
    .execute();
}

export async function insertNotices(
  db: Kysely<Database>,
  rows: { breach_id: number; email_normalized: string; sources: string; created_at: string }[],
) {
  if (rows.length > 0) await db.insertInto('breach_notices').values(rows).execute();
}

export async function markBoardReported(db: Kysely<Database>, id: number, at: string) {
  const result = await db
    .updateTable('breaches')
    .set({ board_reported_at: at })
    .where('id', '=', id)
    .where('board_reported_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findBreach(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('breaches as b')
    .leftJoin('jobs as j', 'j.id', 'b.job_id')
    .leftJoin('staff_users as c', 'c.id', 'b.created_by')
    .leftJoin('staff_users as s', 's.id', 'b.notices_sent_by')
    .selectAll('b')
    .select(['j.title as job_title', 'c.name as created_by_name', 's.name as sent_by_name'])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
export type BreachRow = NonNullable<Awaited<ReturnType<typeof findBreach>>>;

/** Newest first. */
export async function listBreaches(
  db: Kysely<Database>,
  paging: { offset: number; limit: number },
) {
  const rows = await db
    .selectFrom('breaches')
    .select([
      'id',
      'summary',
      'discovered_at',
      'board_reported_at',
      'notices_sent_at',
      'notices_sent',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
  const count = await db
    .selectFrom('breaches')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.count) };
}
export type BreachListRow = Awaited<ReturnType<typeof listBreaches>>['rows'][number];

export async function insertBreachUpdate(
  db: Kysely<Database>,
  update: { breach_id: number; text: string; staff_id: number | null; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('breach_updates')
    .values(update)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Oldest first: a report reads as what happened next. */
export function listBreachUpdates(db: Kysely<Database>, breachId: number) {
  return db
    .selectFrom('breach_updates as u')
    .leftJoin('staff_users as s', 's.id', 'u.staff_id')
    .select(['u.id', 'u.text', 'u.created_at', 's.name as staff_name'])
    .where('u.breach_id', '=', breachId)
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
}

/** Jobs with at least one application, for narrowing a breach to one job's applicants. */
export async function listJobsWithApplications(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('job_applications as a', 'a.job_id', 'j.id')
    .select(['j.id', 'j.title', (eb) => eb.fn.countAll<string | number>().as('applications')])
    .groupBy(['j.id', 'j.title'])
    .orderBy('j.title')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    applications: Number(row.applications),
  }));
}

export async function jobExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst());
}
