import type { Kysely } from 'kysely';

/**
 * Screening questions per job. A job keeps its questions as a JSON list (at most ten, each with
 * its type, options and the answers that knock an applicant out) and the stage a knocked-out
 * application goes to (NULL: the default, Screening). An application keeps the answers as it
 * was asked them (question text included, so editing the job later changes no past answer)
 * and whether one of them knocked it out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('screening_questions', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('knockout_stage_id', 'integer', (col) => col.references('pipeline_stages.id'))
    .execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('screening_answers', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('knocked_out', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').dropColumn('knocked_out').execute();
  await db.schema.alterTable('job_applications').dropColumn('screening_answers').execute();
  await db.schema.alterTable('jobs').dropColumn('knockout_stage_id').execute();
  await db.schema.alterTable('jobs').dropColumn('screening_questions').execute();
}
