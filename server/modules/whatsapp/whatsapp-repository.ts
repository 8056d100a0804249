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
  lease_until: null,
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

/** The queued messages after the id `after`, oldest first. */
export function listQueuedMessages(db: Kysely<Database>, limit: number, after = 0) {
  return db
    .selectFrom('whatsapp_messages')
    .select(['id', 'candidate_id', 'phone', 'payload', 'attempts'])
    .where('status', '=', 'queued')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
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

/** The WhatsApp messages that went to an application's candidate, oldest first. */
export function listSentWhatsapp(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('whatsapp_messages')
    .select(['id', 'template_name', 'body', 'status', 'error_code', 'error_title', 'created_at'])
    .where('application_id', '=', applicationId)
    .where('direction', '=', 'out')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
