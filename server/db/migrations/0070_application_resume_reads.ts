import { sql, type Kysely } from 'kysely';

/**
 * The reading of a resume that came with an application (a public one, or one added by hand),
 * so the talent pool finds its words: the background sweep claims an application by writing
 * its row here with a lease (`lease_until`, `lease_token`), counts the attempts, and sets
 * `finished_at` and `outcome` ('parsed', 'no_text' or 'failed') when done. An application with
 * a resume text already (intake, import) is never read again. The row names no person, so an
 * erased application may keep it: it says only that the file was read once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_resume_reads')
    .addColumn('application_id', 'integer', (col) =>
      col.primaryKey().references('job_applications.id'),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(sql`1`))
    .addColumn('lease_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('outcome', 'text')
    .addColumn('finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_resume_reads').execute();
}
