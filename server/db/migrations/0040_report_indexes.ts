import type { Kysely } from 'kysely';

/**
 * The hiring reports read the history by kind and time (moves in a range), the applications by
 * when they were made, and interviews by when they start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('application_events_kind_created_idx')
    .on('application_events')
    .columns(['kind', 'created_at', 'application_id', 'to_stage_id'])
    .execute();
  await db.schema
    .createIndex('job_applications_created_idx')
    .on('job_applications')
    .columns(['created_at'])
    .execute();
  await db.schema
    .createIndex('interviews_starts_idx')
    .on('interviews')
    .columns(['starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('interviews_starts_idx').execute();
  await db.schema.dropIndex('job_applications_created_idx').execute();
  await db.schema.dropIndex('application_events_kind_created_idx').execute();
}
