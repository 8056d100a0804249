import type { Insertable, Kysely } from 'kysely';
import type { MessagingChannel } from '@vistaar/shared/config/messaging';
import type { Database } from '../../db/schema';

export type NewChannelConsent = Insertable<Database['channel_consents']>;

export async function insertChannelConsents(
  db: Kysely<Database>,
  rows: readonly NewChannelConsent[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('channel_consents')
      .values([...rows])
      .execute();
}

/**
 * Moves consent rows from one candidate to another (a merge, or its undo): all of `from`'s,
 * or only the rows `ids` names. Answers the ids moved, so an undo can move exactly those back.
 */
export async function moveChannelConsents(
  db: Kysely<Database>,
  from: number,
  to: number,
  ids?: readonly number[],
): Promise<number[]> {
  if (ids?.length === 0) return [];
  let update = db
    .updateTable('channel_consents')
    .set({ candidate_id: to })
    .where('candidate_id', '=', from);
  if (ids) update = update.where('id', 'in', [...ids]);
  const moved = await update.returning('id').execute();
  return moved.map((row) => row.id).sort((a, b) => a - b);
}

/** A candidate's consent rows with the noting member's name, newest first. */
export function listChannelConsents(db: Kysely<Database>, candidateId: number) {
  return db
    .selectFrom('channel_consents as c')
    .leftJoin('staff_users as u', 'u.id', 'c.recorded_by')
    .select([
      'c.id',
      'c.channel',
      'c.status',
      'c.phone',
      'c.source',
      'c.note',
      'c.recorded_at',
      'u.name as recorded_by_name',
    ])
    .where('c.candidate_id', '=', candidateId)
    .orderBy('c.id', 'desc')
    .execute();
}

export type ChannelConsentRow = Awaited<ReturnType<typeof listChannelConsents>>[number];

/** The latest row of one channel: the candidate's state on it. */
export function findLatestConsent(
  db: Kysely<Database>,
  candidateId: number,
  channel: MessagingChannel,
) {
  return db
    .selectFrom('channel_consents')
    .select(['status', 'phone'])
    .where('candidate_id', '=', candidateId)
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The candidate's current number, while the record is live (not erased, not merged away). */
export function findMessagingCandidate(db: Kysely<Database>, candidateId: number) {
  return db
    .selectFrom('candidates')
    .select(['id', 'phone'])
    .where('id', '=', candidateId)
    .where('erased_at', 'is', null)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
}

/** The person an application belongs to, when it is still live. */
export async function findApplicationCandidate(
  db: Kysely<Database>,
  applicationId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('job_applications')
    .select('candidate_id')
    .where('id', '=', applicationId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return row?.candidate_id ?? null;
}

/**
 * The candidate a message from this number (E.164) comes from: the one whose latest consent
 * on the channel was given for it (opted in or out, so a 'YES' after a 'STOP' still finds
 * them); the most recent when several once shared it. Undefined for an unknown number.
 */
export async function findCandidateByConsentNumber(
  db: Kysely<Database>,
  channel: MessagingChannel,
  phone: string,
): Promise<number | undefined> {
  const rows = await db
    .selectFrom('channel_consents')
    .select(['candidate_id'])
    .where('channel', '=', channel)
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
  for (const { candidate_id } of rows) {
    const latest = await findLatestConsent(db, candidate_id, channel);
    if (latest?.phone === phone) return candidate_id;
  }
  return undefined;
}

/** The candidate's latest application still open to a conversation (not erased). */
export function findLatestApplication(db: Kysely<Database>, candidateId: number) {
  return db
    .selectFrom('job_applications')
    .select(['id'])
    .where('candidate_id', '=', candidateId)
    .where('erased_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
