import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * How many of the candidate's replies (e-mail and WhatsApp) no member has read yet, per
 * application of the page; applications without any are left out. Opening the thread reads them.
 */
export async function unreadReplyCounts(
  db: Kysely<Database>,
  applicationIds: readonly number[],
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_messages')
    .select((eb) => ['application_id', eb.fn.countAll<string | number>().as('unread')])
    .where('application_id', 'in', [...applicationIds])
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    .groupBy('application_id')
    .execute();
  return new Map(rows.map((row) => [row.application_id, Number(row.unread)]));
}
