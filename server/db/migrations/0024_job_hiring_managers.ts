import type { Kysely } from 'kysely';

/**
 * The hiring managers of each job: staff members with the hiring manager role, set on the
 * job by an admin or recruiter. They see that job's applications and board, and no other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_hiring_managers')
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_hiring_managers_pk', ['job_id', 'staff_id'])
    .execute();
  // Every call of a hiring manager narrows to their jobs.
  await db.schema
    .createIndex('job_hiring_managers_staff_idx')
    .on('job_hiring_managers')
    .columns(['staff_id', 'job_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_hiring_managers').ifExists().execute();
}
