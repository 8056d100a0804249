import { sql, type Kysely } from 'kysely';

/**
 * The sources and ageing reports count applications without reading their rows (which carry
 * every personal field): by source and when they were made, and by current stage and since
 * when, each with the columns their filters narrow by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index job_applications_source_idx
    on job_applications (source, created_at, job_id, id)`.execute(db);
  await sql`create index job_applications_stage_age_idx
    on job_applications (stage_id, stage_entered_at, created_at, job_id, source)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index job_applications_stage_age_idx`.execute(db);
  await sql`drop index job_applications_source_idx`.execute(db);
}
