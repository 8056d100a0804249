import { sql, type Kysely } from 'kysely';

/**
 * A counting window opens at a key's first hit instead of at a clock boundary, so one row per
 * key: with boundary windows, ten wrong passwords at 10:14:59 and ten more at 10:15:00 were
 * two windows' worth in one second. The latest window of each key is kept, so a lock that is
 * on when this runs stays on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_counters_by_key')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into rate_counters_by_key (key, window_start, count)
    select key, window_start, count from rate_counters as latest
    where window_start = (
      select max(window_start) from rate_counters as other where other.key = latest.key
    )`.execute(db);
  await db.schema.dropTable('rate_counters').execute();
  await db.schema.alterTable('rate_counters_by_key').renameTo('rate_counters').execute();
  await db.schema
    .createIndex('rate_counters_window_start_idx')
    .on('rate_counters')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_counters_window_start_idx').execute();
  await db.schema.alterTable('rate_counters').renameTo('rate_counters_by_key').execute();
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_counters_pk', ['key', 'window_start'])
    .execute();
  await sql`insert into rate_counters (key, window_start, count)
    select key, window_start, count from rate_counters_by_key`.execute(db);
  await db.schema.dropTable('rate_counters_by_key').execute();
}
