import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { mailAbout } from '../mail';

/**
 * The application's reply token, made the first time it is asked for: 128 random bits, so
 * the reply address says nothing of the application and cannot be guessed from it.
 */
export async function replyTokenFor(db: Kysely<Database>, applicationId: number): Promise<string> {
  await db
    .insertInto('application_reply_tokens')
    .values({
      application_id: applicationId,
      token: randomBytes(16).toString('hex'),
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('application_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('application_reply_tokens')
    .select('token')
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** What a conversation needs of an application (`a`) and its job (`j`): the candidate's address, name and job. */
const CONVERSATION_APPLICATION = [
  'a.id',
  'a.email',
  'a.first_name',
  'a.last_name',
  'a.candidate_id',
  'j.title as job_title',
  'j.recruiter_id',
] as const;

/** The live application a reply token belongs to, with what a reply to it needs. */
export function findReplyTarget(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('application_reply_tokens as t')
    .innerJoin('job_applications as a', 'a.id', 't.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .select(CONVERSATION_APPLICATION)
    .where('t.token', '=', token)
    .where('a.erased_at', 'is', null)
    .executeTakeFirst();
}

/** An application as its conversation needs it, erased or not. */
export function findConversationApplication(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .select([...CONVERSATION_APPLICATION, 'a.erased_at'])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

/** The tables this module adds rows to: a conversation's messages and the quarantined mails. */
type ConversationTable = 'conversation_messages' | 'mail_quarantine';

/** Adds a message or a quarantined mail and gives back its id. */
export async function insertConversationRow<T extends ConversationTable>(
  db: Kysely<Database>,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const inserted = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function listConversationMessages(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The e-mails the product sent the candidate about the application (stage e-mails,
 * invitations, offers), from the outbox; the conversation's own answers are listed from
 * `conversation_messages` instead.
 */
export function listCandidateMails(db: Kysely<Database>, applicationId: number, email: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'subject', 'text_body', 'created_at', 'reply_to'])
    .where('about', '=', mailAbout('application', applicationId))
    .where('recipient', '=', email)
    .where('kind', '!=', CONVERSATION_REPLY_KIND)
    .where('status', '!=', 'failed')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The outbox kind of a member's answer in the conversation. */
export const CONVERSATION_REPLY_KIND = 'conversation.reply';

export async function markConversationRead(db: Kysely<Database>, applicationId: number) {
  await db
    .updateTable('conversation_messages')
    .set({ read_at: nowIso() })
    .where('application_id', '=', applicationId)
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    .execute();
}

export function listQuarantined(db: Kysely<Database>) {
  return db.selectFrom('mail_quarantine').selectAll().orderBy('id', 'desc').limit(500).execute();
}

export function findQuarantined(db: Kysely<Database>, id: number) {
  return db.selectFrom('mail_quarantine').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteQuarantined(db: Kysely<Database>, id: number) {
  await db.deleteFrom('mail_quarantine').where('id', '=', id).execute();
}

/** A kept or refused attachment, as the `attachments` column lists it. */
export interface StoredAttachment {
  name: string;
  fileId: number | null;
  refused: string | null;
}

export function readAttachments(json: string): StoredAttachment[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as StoredAttachment[]) : [];
  } catch {
    return [];
  }
}
