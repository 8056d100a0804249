import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';

type SmsMessages = Database['sms_messages'];

/** What a message's delivery fills in later; a new message starts without them. */
const NOT_YET = {
  sent_at: null,
  delivered_at: null,
  failed_at: null,
  lease_until: null,
} as const;

export async function insertSmsMessage(
  db: Kysely<Database>,
  row: Omit<Insertable<SmsMessages>, keyof typeof NOT_YET> &
    Partial<Pick<Insertable<SmsMessages>, 'failed_at'>>,
): Promise<number> {
  const { id } = await db
    .insertInto('sms_messages')
    .values({ ...NOT_YET, ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The queued messages after the id `after`, oldest first. */
export function listQueuedSms(db: Kysely<Database>, limit: number, after = 0) {
  return db
    .selectFrom('sms_messages')
    .select(['id', 'candidate_id', 'phone', 'body', 'dlt_template_id', 'encoding', 'attempts'])
    .where('status', '=', 'queued')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function updateSmsMessage(
  db: Kysely<Database>,
  id: number,
  values: Updateable<SmsMessages>,
): Promise<void> {
  await db.updateTable('sms_messages').set(values).where('id', '=', id).execute();
}

export function findSmsByProviderId(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('sms_messages')
    .select(['id', 'direction', 'status', 'sent_at', 'delivered_at', 'failed_at'])
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

/** The SMS that went to an application's candidate, oldest first. */
export function listSentSms(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('sms_messages')
    .select(['id', 'purpose', 'body', 'parts', 'status', 'error_code', 'error_title', 'created_at'])
    .where('application_id', '=', applicationId)
    .where('direction', '=', 'out')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
