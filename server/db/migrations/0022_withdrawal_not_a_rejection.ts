import { sql, type Kysely } from 'kysely';

/**
 * 'Candidate withdrew' was seeded as a rejection reason, but a withdrawal is the candidate's
 * decision (the Withdrawn stage), not the company's: the seeded reason is archived, so it is
 * no longer offered while past rejections keep the label they were given. A team that renamed
 * it to something else keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update rejection_reasons set archived_at = ${new Date().toISOString()}
    where label = 'Candidate withdrew' and archived_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update rejection_reasons set archived_at = null
    where label = 'Candidate withdrew'`.execute(db);
}
