import { sql, type Kysely } from 'kysely';

/**
 * An employee record created from a hired candidate's application points back at it, so the
 * application shows its employee and no second record is made from the same application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('employees')
    .addColumn('application_id', 'integer', (col) =>
      col.references('job_applications.id').onDelete('set null'),
    )
    .execute();
  await sql`create unique index employees_application_idx on employees (application_id)
    where application_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists employees_application_idx`.execute(db);
  await db.schema.alterTable('employees').dropColumn('application_id').execute();
}
