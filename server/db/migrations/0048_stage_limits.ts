import { sql, type Kysely } from 'kysely';

/**
 * Stage limits and the e-mails about them. A stage may carry a limit in working days
 * (Monday to Friday in India less the holidays listed here; NULL: no limit). Each job has an
 * owning recruiter (its creator until someone changes it), who with its hiring managers hears
 * of what is overdue. Members may ask for a weekly summary. A sweep on every server sends the
 * daily digest and the weekly summary; `staff_digests` holds one row per member, kind and
 * period (a day, or a week's Monday), inserted in the transaction that queues the e-mail, so
 * its key lets only one server send it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pipeline_stages').addColumn('sla_working_days', 'integer').execute();
  await db.schema
    .createTable('holidays')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  const now = new Date().toISOString();
  const national = (year: number) => [
    { day: `${year}-01-26`, name: 'Republic Day', created_at: now },
    { day: `${year}-08-15`, name: 'Independence Day', created_at: now },
    { day: `${year}-10-02`, name: 'Gandhi Jayanti', created_at: now },
  ];
  await db
    .insertInto('holidays' as never)
    .values([...national(2026), ...national(2027)] as never)
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('recruiter_id', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .execute();
  await sql`update jobs set recruiter_id = created_by`.execute(db);
  await db.schema.createIndex('jobs_recruiter_idx').on('jobs').columns(['recruiter_id']).execute();
  await db.schema
    .alterTable('staff_users')
    .addColumn('weekly_summary', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('staff_digests')
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    // 'daily' (the overdue digest) or 'weekly' (the Monday summary).
    .addColumn('kind', 'text', (col) => col.notNull())
    // The day in India (YYYY-MM-DD) it was sent for; for the weekly summary, that Monday.
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_digests_pk', ['staff_id', 'kind', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_digests').execute();
  await db.schema.alterTable('staff_users').dropColumn('weekly_summary').execute();
  await db.schema.dropIndex('jobs_recruiter_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('recruiter_id').execute();
  await db.schema.dropTable('holidays').execute();
  await db.schema.alterTable('pipeline_stages').dropColumn('sla_working_days').execute();
}
