import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';

type WhatsappMessages = Database['whatsapp_messages'];

/** What a message's delivery and price fill in later; a new message starts without them. */
const NOT_YET = {
  sent_at: null,
  delivered_at: null,
  read_at: null,
  failed_at: null,
  category: null,
  pricing_model: null,
  price_micro_inr: null,
  error_code: null,
  error_title: null,
} as const;

export async function insertWhatsappMessage(
  db: Kysely<Database>,
  row: Omit<Insertable<WhatsappMessages>, keyof typeof NOT_YET>,
): Promise<number> {
  const { id } = await db
    .insertInto('whatsapp_messages')
    .values({ ...row, ...NOT_YET })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The queued messages, oldest first. */
export function listQueuedMessages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('whatsapp_messages')
    .select(['id', 'candidate_id', 'phone', 'payload', 'attempts'])
    .where('status', '=', 'queued')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a queued message for this server; false when another took it first. */
export async function claimQueuedMessage(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('whatsapp_messages')
    .set({ status: 'sending' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateWhatsappMessage(
  db: Kysely<Database>,
  id: number,
  values: Updateable<WhatsappMessages>,
): Promise<void> {
  await db.updateTable('whatsapp_messages').set(values).where('id', '=', id).execute();
}

export function findByWaMessageId(db: Kysely<Database>, waMessageId: string) {
  return db
    .selectFrom('whatsapp_messages')
    .selectAll()
    .where('wa_message_id', '=', waMessageId)
    .executeTakeFirst();
}

/** When the candidate last wrote on WhatsApp: the 24-hour window for free text runs from it. */
export async function lastInboundAt(
  db: Kysely<Database>,
  candidateId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('whatsapp_messages')
    .select('created_at')
    .where('candidate_id', '=', candidateId)
    .where('direction', '=', 'in')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
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

/** The month's billable messages per pricing category: how many and what they cost. */
export function sumCosts(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('whatsapp_messages')
    .select((eb) => [
      'category',
      eb.fn.countAll<string | number>().as('messages'),
      eb.fn.sum<string | number | null>('price_micro_inr').as('micro_inr'),
    ])
    .where('billable', '=', 1)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('category')
    .orderBy('category')
    .execute();
}
