import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewContactMessage {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  noticeVersion: string;
  clientIp: string | null;
  userAgent: string | null;
  createdAt: string;
}

/** Stores one contact message and answers its id. */
export async function insertContactMessage(
  db: Kysely<Database>,
  entry: NewContactMessage,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      full_name: entry.fullName,
      email: entry.email,
      phone: entry.phone,
      message: entry.message,
      notice_version: entry.noticeVersion,
      client_ip: entry.clientIp,
      user_agent: entry.userAgent,
      created_at: entry.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
