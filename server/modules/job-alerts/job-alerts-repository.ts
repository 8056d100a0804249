import type { Kysely, Selectable } from 'kysely';
import type { Database, JobAlertConsentsTable, JobAlertSignupsTable } from '../../db/schema';

export type SignupRow = Selectable<JobAlertSignupsTable>;

/** `db` may be a transaction: every function here runs inside the caller's unit of work. */
export async function insertSignup(
  db: Kysely<Database>,
  signup: Omit<SignupRow, 'id' | 'confirmed_at'>,
): Promise<number> {
  const row = await db
    .insertInto('job_alert_signups')
    .values({ ...signup, confirmed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSignupByToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('job_alert_signups')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a sign-up confirmed; false when it already was (a second click, or another server). */
export async function claimSignupConfirmation(
  db: Kysely<Database>,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('job_alert_signups')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The confirmed subscription for an address, created or given the departments just confirmed. */
export async function saveSubscriber(
  db: Kysely<Database>,
  subscriber: { email: string; emailNormalized: string; departments: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('job_alert_subscribers')
    .values({
      email: subscriber.email,
      email_normalized: subscriber.emailNormalized,
      departments: subscriber.departments,
      last_alert_on: null,
      created_at: subscriber.at,
      updated_at: subscriber.at,
    })
    .onConflict((oc) =>
      oc.column('email_normalized').doUpdateSet({
        email: subscriber.email,
        departments: subscriber.departments,
        updated_at: subscriber.at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSubscriber(db: Kysely<Database>, id: number) {
  return db.selectFrom('job_alert_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Removes the subscription; its queued alerts go with it (foreign key cascade). */
export async function deleteSubscriber(db: Kysely<Database>, id: number) {
  await db.deleteFrom('job_alert_subscribers').where('id', '=', id).execute();
}

export async function insertConsent(
  db: Kysely<Database>,
  consent: Omit<Selectable<JobAlertConsentsTable>, 'id'>,
) {
  await db.insertInto('job_alert_consents').values(consent).execute();
}

/** Sign-ups older than the cut-off: unconfirmed ones expire, confirmed ones have done their job. */
export async function deleteSignupsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('job_alert_signups')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
