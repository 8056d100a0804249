import type { Kysely } from 'kysely';

/**
 * A changed e-mail address on 'My application' waits for a link sent to it: the link is an
 * applicant_access_tokens row of purpose 'email-change' that carries the new address until
 * it is opened (then the application takes it) or the application is erased (then it goes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applicant_access_tokens').addColumn('new_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applicant_access_tokens').dropColumn('new_email').execute();
}
