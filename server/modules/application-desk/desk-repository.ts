import type { Kysely } from 'kysely';
import { compiledPerLength } from '../../db/compiled-once';
import type { Database } from '../../db/schema';

const unreadReplies = compiledPerLength((db: Kysely<Database>, applicationIds: number[]) =>
  db
    .selectFrom('conversation_messages')
    .select((eb) => ['application_id', eb.fn.countAll<string | number>().as('unread')])
    .where('application_id', 'in', applicationIds)
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    .groupBy('application_id'),
);

/**
 * How many of the candidate's replies (e-mail and WhatsApp) no member has read yet, per
 * application of the page; applications without any are left out. Opening the thread reads them.
 */
export async function unreadReplyCounts(
  db: Kysely<Database>,
  applicationIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await unreadReplies(db, applicationIds);
  return new Map(rows.map((row) => [row.application_id, Number(row.unread)]));
}
