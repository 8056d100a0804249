import type { Kysely } from 'kysely';

/**
 * Two-factor becomes a property of the session: each session records the second factor it
 * passed (null: the password alone), so a member whose role or the installation's policy
 * later asks for one is held back until they give it. Sessions opened before this migration
 * count as password-only, which fails closed: a member the policy covers gives a code once.
 *
 * Wrong second-factor codes are counted per account, from every address together, until a
 * right one: the count escalates the wait between blocks of tries and locks authenticator
 * codes for good at its ceiling (NIST SP 800-63B 5.2.2), shared by every server instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_sessions').addColumn('second_factor', 'text').execute();
  await db.schema
    .alterTable('staff_users')
    .addColumn('second_factor_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('staff_users')
    .addColumn('second_factor_locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_users').dropColumn('second_factor_locked_until').execute();
  await db.schema.alterTable('staff_users').dropColumn('second_factor_failures').execute();
  await db.schema.alterTable('staff_sessions').dropColumn('second_factor').execute();
}
