import { sql, type Kysely } from 'kysely';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DEFAULT_OPEN_DAYS = 60;

/** The day a job posted at `createdAt` closes by default: 60 days after its posting day in India. */
function defaultClosingDate(createdAt: string): string {
  const postedOn = new Date(Date.parse(createdAt) + IST_OFFSET_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(`${postedOn}T00:00:00Z`) + DEFAULT_OPEN_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * Jobs close themselves on a closing date (YYYY-MM-DD, India's calendar); jobs posted before
 * it existed get the default, 60 days after they were posted. `published_at` is when a job
 * last became open (job alerts announce it), and outbox rows may carry extra mail headers
 * (List-Unsubscribe).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('closes_on', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('jobs').addColumn('published_at', 'text').execute();
  const { rows } = await sql<{ id: number; created_at: string }>`
    select id, created_at from jobs`.execute(db);
  for (const row of rows) {
    await sql`update jobs set closes_on = ${defaultClosingDate(row.created_at)} where id = ${row.id}`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('jobs_active_closes_idx')
    .on('jobs')
    .columns(['is_active', 'closes_on'])
    .execute();

  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.dropIndex('jobs_active_closes_idx').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('published_at').execute();
  await db.schema.alterTable('jobs').dropColumn('closes_on').execute();
}
