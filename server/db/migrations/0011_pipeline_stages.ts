import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

const SEEDED_STAGES = [
  { name: 'New', kind: 'open' },
  { name: 'Screening', kind: 'open' },
  { name: 'Interview', kind: 'open' },
  { name: 'Offer', kind: 'open' },
  { name: 'Hired', kind: 'hired' },
  { name: 'Rejected', kind: 'rejected' },
  { name: 'Withdrawn', kind: 'withdrawn' },
] as const;

const SEEDED_REJECTION_REASONS = [
  'Not enough experience',
  'Position filled',
  'Candidate withdrew',
  'No response',
] as const;

/**
 * The applicant tracking pipeline: configurable stages (New is seeded first, so it has the
 * lowest id, and is where every application starts), the reasons a rejection may give, each
 * application's current stage and since when, and an append-only history of what happened to
 * it. Applications already received start in New, as of the day they came in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  const now = new Date().toISOString();

  await c
    .id(db.schema.createTable('pipeline_stages'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    // 'open', 'hired', 'rejected' or 'withdrawn'.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Archived stages keep their names, so a new stage may take one again.
  await sql`create unique index pipeline_stages_name_idx on pipeline_stages (lower(name))
    where archived_at is null`.execute(db);
  for (const [index, stage] of SEEDED_STAGES.entries()) {
    await sql`insert into pipeline_stages (name, position, kind, created_at, updated_at)
      values (${stage.name}, ${index + 1}, ${stage.kind}, ${now}, ${now})`.execute(db);
  }

  await c
    .id(db.schema.createTable('rejection_reasons'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  for (const [index, label] of SEEDED_REJECTION_REASONS.entries()) {
    await sql`insert into rejection_reasons (label, position, created_at)
      values (${label}, ${index + 1}, ${now})`.execute(db);
  }

  // SQLite adds a referencing column only with a NULL default; the server always sets it.
  await db.schema
    .alterTable('job_applications')
    .addColumn('stage_id', 'integer', (col) => col.references('pipeline_stages.id'))
    .execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('stage_entered_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update job_applications set
    stage_id = (select min(id) from pipeline_stages),
    stage_entered_at = created_at`.execute(db);
  if (c.postgres) {
    await sql`alter table job_applications alter column stage_id set not null`.execute(db);
  }
  // The desk's stage filter, newest first like the list.
  await db.schema
    .createIndex('job_applications_stage_idx')
    .on('job_applications')
    .columns(['stage_id', 'created_at', 'id'])
    .execute();

  await c
    .id(db.schema.createTable('application_events'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    // 'stage-moved'; later also 'note', 'email', 'interview' and 'feedback'.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('from_stage_id', 'integer', (col) => col.references('pipeline_stages.id'))
    .addColumn('to_stage_id', 'integer', (col) => col.references('pipeline_stages.id'))
    .addColumn('rejection_reason_id', 'integer', (col) => col.references('rejection_reasons.id'))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('application_events_application_idx')
    .on('application_events')
    .columns(['application_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_events').ifExists().execute();
  await db.schema.dropIndex('job_applications_stage_idx').ifExists().execute();
  await db.schema.alterTable('job_applications').dropColumn('stage_entered_at').execute();
  await db.schema.alterTable('job_applications').dropColumn('stage_id').execute();
  await db.schema.dropTable('rejection_reasons').ifExists().execute();
  await db.schema.dropTable('pipeline_stages').ifExists().execute();
}
