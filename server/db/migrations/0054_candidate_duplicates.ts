import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Likely duplicate candidates and their merges.
 *
 * - `candidates.duplicates_checked_at`: the `updated_at` the candidate was last compared at; a
 *   sweep compares every candidate whose details changed since (NULL: never compared), so a
 *   public application is compared off its request.
 * - `candidates.merged_into` / `merged_at`: a candidate merged into another stays, hidden, so
 *   the merge can be undone; its normalised e-mail is blanked while merged (the winner may
 *   take the address).
 * - `candidate_duplicates`: one row per pair (lower id first) with the reasons as a JSON list;
 *   `status` is open, dismissed (for good) or merged.
 * - `candidate_merges`: each merge with `snapshot` (JSON: both candidates' fields before, the
 *   applications and audit entries that moved), kept 30 days for an undo, then set NULL.
 *
 * Two indexes let the comparison find applications with the same date of birth or the same
 * employer without reading every application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await db.schema.alterTable('candidates').addColumn('duplicates_checked_at', 'text').execute();
  await db.schema
    .alterTable('candidates')
    .addColumn('merged_into', 'integer', (col) => col.references('candidates.id'))
    .execute();
  await db.schema.alterTable('candidates').addColumn('merged_at', 'text').execute();

  await c
    .id(db.schema.createTable('candidate_duplicates'))
    .addColumn('candidate_id', 'integer', (col) =>
      col.notNull().references('candidates.id').onDelete('cascade'),
    )
    .addColumn('other_id', 'integer', (col) =>
      col.notNull().references('candidates.id').onDelete('cascade'),
    )
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('decided_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('candidate_duplicates_pair_key', ['candidate_id', 'other_id'])
    .execute();
  await sql`create index candidate_duplicates_status_idx
    on candidate_duplicates (status, created_at)`.execute(db);
  await sql`create index candidate_duplicates_other_idx
    on candidate_duplicates (other_id)`.execute(db);

  await c
    .id(db.schema.createTable('candidate_merges'))
    .addColumn('winner_id', 'integer', (col) => col.notNull().references('candidates.id'))
    .addColumn('loser_id', 'integer', (col) => col.notNull().references('candidates.id'))
    .addColumn('pair_id', 'integer', (col) =>
      col.references('candidate_duplicates.id').onDelete('set null'),
    )
    .addColumn('merged_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('merged_at', 'text', (col) => col.notNull())
    .addColumn('snapshot', 'text')
    .addColumn('undone_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('undone_at', 'text')
    .execute();
  await sql`create index candidate_merges_winner_idx on candidate_merges (winner_id)`.execute(db);
  await sql`create index candidate_merges_loser_idx on candidate_merges (loser_id)`.execute(db);

  await sql`create index job_applications_dob_idx on job_applications (dob)
    where dob <> ''`.execute(db);
  await sql`create index job_applications_employer_idx
    on job_applications (lower(trim(current_employer)))
    where current_employer <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists job_applications_employer_idx`.execute(db);
  await sql`drop index if exists job_applications_dob_idx`.execute(db);
  await db.schema.dropTable('candidate_merges').execute();
  await db.schema.dropTable('candidate_duplicates').execute();
  await db.schema.alterTable('candidates').dropColumn('merged_at').execute();
  await db.schema.alterTable('candidates').dropColumn('merged_into').execute();
  await db.schema.alterTable('candidates').dropColumn('duplicates_checked_at').execute();
}
