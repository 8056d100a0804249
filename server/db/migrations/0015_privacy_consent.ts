import type { Kysely } from 'kysely';

/**
 * Notice and consent at each point of collection (DPDP Act 2023 s.5-6): every application,
 * contact message and employee verification request keeps the version of the notice shown
 * with the form. An application also keeps when its consent was given and whether the
 * applicant asked, separately, to be kept for other suitable roles (0/1), which lengthens
 * its retention. Rows from before notices existed keep NULL versions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('notice_version', 'text').execute();
  await db.schema.alterTable('job_applications').addColumn('consented_at', 'text').execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('keep_for_other_roles', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('contact_messages').addColumn('notice_version', 'text').execute();

  await db.schema.alterTable('otp_challenges').addColumn('notice_version', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('otp_challenges').dropColumn('notice_version').execute();
  await db.schema.alterTable('contact_messages').dropColumn('notice_version').execute();
  await db.schema.alterTable('job_applications').dropColumn('keep_for_other_roles').execute();
  await db.schema.alterTable('job_applications').dropColumn('consented_at').execute();
  await db.schema.alterTable('job_applications').dropColumn('notice_version').execute();
}
