import type { Kysely } from 'kysely';
import type { Nomination } from '@vistaar/shared/contract';
import type { NominationInput } from '@vistaar/shared/validation';
import type { Database, NominationsTable } from '../../db/schema';

type Subject = NominationsTable['subject'];

/** The nominee named for an application or an employee record, as the contract shows it. */
export async function findNomination(
  db: Kysely<Database>,
  subject: Subject,
  subjectId: number,
): Promise<Nomination> {
  const row = await db
    .selectFrom('nominations')
    .select(['nominee_name', 'nominee_email', 'nominated_at'])
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row
    ? {
        nomineeName: row.nominee_name,
        nomineeEmail: row.nominee_email,
        nominatedAt: row.nominated_at,
      }
    : null;
}

/** Names the nominee, replacing an earlier one; kept with the notice version shown, like consent. */
export async function saveNomination(
  db: Kysely<Database>,
  subject: Subject,
  subjectId: number,
  input: NominationInput & { noticeVersion: string; at: string },
): Promise<void> {
  const values = {
    nominee_name: input.nomineeName,
    nominee_email: input.nomineeEmail,
    notice_version: input.noticeVersion,
    nominated_at: input.at,
  };
  await db
    .insertInto('nominations')
    .values({ subject, subject_id: subjectId, ...values })
    .onConflict((oc) => oc.columns(['subject', 'subject_id']).doUpdateSet(values))
    .execute();
}

/** Removes the nominee; false when none was named. */
export async function removeNomination(
  db: Kysely<Database>,
  subject: Subject,
  subjectId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('nominations')
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
