import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Joining: what became of each accepted offer (joined, with the employee record made, or
 * dropped out, with a reason code reports count), and the claims that make each joining
 * reminder and each staff list go once: a row per offer and reminder day, a row per member,
 * list and day. The claim is inserted in the transaction that queues the e-mail, so two
 * servers or a restart never send one twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) =>
        postgres
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      );

  await id('joining_outcomes')
    .addColumn('offer_id', 'integer', (col) =>
      col.notNull().unique().references('offers.id').onDelete('cascade'),
    )
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    // joined or dropped-out.
    .addColumn('outcome', 'text', (col) => col.notNull())
    // counter-offer, another-offer, personal or no-show when dropped out.
    .addColumn('dropout_reason', 'text')
    .addColumn('note', 'text')
    .addColumn('employee_id', 'integer', (col) =>
      col.references('employees.id').onDelete('set null'),
    )
    .addColumn('staff_id', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index joining_outcomes_reason_idx on joining_outcomes (outcome, dropout_reason)`.execute(
    db,
  );

  await id('joining_reminders')
    .addColumn('offer_id', 'integer', (col) =>
      col.notNull().references('offers.id').onDelete('cascade'),
    )
    .addColumn('days_before', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('joining_reminders_once', ['offer_id', 'days_before'])
    .execute();

  await id('joining_staff_mails')
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    // due (the day's joinings) or at-risk (the Monday list).
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('joining_staff_mails_once', ['staff_id', 'kind', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('joining_staff_mails').execute();
  await db.schema.dropTable('joining_reminders').execute();
  await db.schema.dropTable('joining_outcomes').execute();
}
