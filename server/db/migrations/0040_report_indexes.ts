import type { Kysely } from 'kysely';

/**
 * The hiring reports read the history by time (moves in a range) and each application's moves
 * by where they went (its entry stage, whether it was hired, went on to the next stage), and
 * interviews by when they start. Applications by when they were made use the desk's list index,
 * which leads with that time (a second, narrower one drew the desk's search off it). The time index
 * leads with the time, not the kind: led by the kind, SQLite took it for an application's own
 * moves too and scanned every move for each application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('application_events_created_idx')
    .on('application_events')
    .columns(['created_at', 'kind', 'application_id', 'to_stage_id'])
    .execute();
  await db.schema
    .createIndex('application_events_moves_idx')
    .on('application_events')
    .columns(['application_id', 'kind', 'to_stage_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('interviews_starts_idx')
    .on('interviews')
    .columns(['starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('interviews_starts_idx').execute();
  await db.schema.dropIndex('application_events_moves_idx').execute();
  await db.schema.dropIndex('application_events_created_idx').execute();
}
