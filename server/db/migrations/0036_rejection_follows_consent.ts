import { sql, type Kysely } from 'kysely';

const PROMISE =
  'We keep your profile in mind for future openings, and we would be glad to see you apply again.';
const FOLLOWS_CONSENT = '{{candidate.otherRoles}} We would be glad to see you apply again.';

/**
 * The seeded rejection promised every candidate that their profile is kept for future
 * openings, also to those who did not agree to be kept. Wherever a template still holds that
 * sentence it now names the placeholder that follows the applicant's choice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await sql`update email_templates
    set body = replace(body, ${PROMISE}, ${FOLLOWS_CONSENT}), updated_at = ${now}
    where body like ${`%${PROMISE}%`}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update email_templates set body = replace(body, ${FOLLOWS_CONSENT}, ${PROMISE})
    where body like ${`%${FOLLOWS_CONSENT}%`}`.execute(db);
}
