import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/** Job openings and the applications sent for them (resumes live in stored_files). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);

  await c
    .id(db.schema.createTable('jobs'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('department', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('job_type', 'text', (col) => col.notNull())
    .addColumn('experience', 'text', (col) => col.notNull())
    .addColumn('salary_range', 'text', (col) => col.notNull())
    .addColumn('skills', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The public list reads open jobs newest first.
  await db.schema
    .createIndex('jobs_active_created_idx')
    .on('jobs')
    .columns(['is_active', 'created_at'])
    .execute();

  await c
    .id(db.schema.createTable('job_applications'))
    // NULL is a general application; jobs with applications are closed, never deleted.
    .addColumn('job_id', 'integer', (col) => col.references('jobs.id').onDelete('restrict'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('dob', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('job_experience', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('current_ctc', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('expected_ctc', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('current_employer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('current_location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('resume_file_id', 'integer', (col) =>
      col.notNull().references('stored_files.id').onDelete('restrict'),
    )
    .addColumn('submission_hash', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // The staff list: newest first (id breaks ties so paging is stable). The search terms ride
  // along in the index because '%term%' cannot use a B-tree: SQLite then scans this one
  // narrow index for both the page and the count, reading the stored lower(name) instead of
  // recomputing it, and visits the table only for matches. The expression must stay
  // identical to the one in applications-repository.ts.
  await sql`create index job_applications_list_idx on job_applications
    (created_at, id, lower(first_name || ' ' || last_name), email_normalized, phone, job_id)`.execute(
    db,
  );
  // Department/location filters go through the job; also serves per-job counts.
  await db.schema
    .createIndex('job_applications_job_idx')
    .on('job_applications')
    .columns(['job_id', 'created_at'])
    .execute();
  // Duplicate and per-day checks: same address, same job, recent rows.
  await db.schema
    .createIndex('job_applications_duplicate_idx')
    .on('job_applications')
    .columns(['email_normalized', 'job_id', 'created_at'])
    .execute();
  // Stored files are checked against it when deleted; also the narrowest index for a plain count.
  await db.schema
    .createIndex('job_applications_resume_idx')
    .on('job_applications')
    .column('resume_file_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_applications').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
