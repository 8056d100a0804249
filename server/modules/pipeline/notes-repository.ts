import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { RECRUITING } from '../auth';

/** Colleagues a note may name: active accounts whose role works on applications. */
export function listTeamMates(db: Kysely<Database>) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name'])
    .where('disabled', '=', 0)
    .where('role', 'in', [...RECRUITING])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The candidate a note is about and the name of its writer. */
export function findNoteFacts(
  db: Kysely<Database>,
  applicationId: number,
  writerId: number | null,
) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('staff_users as u', (join) => join.on('u.id', '=', writerId ?? -1))
    .select(['a.first_name', 'a.last_name', 'u.name as by_name'])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

export async function insertMentions(
  db: Kysely<Database>,
  eventId: number,
  staffIds: readonly number[],
  at: string,
) {
  if (staffIds.length === 0) return;
  await db
    .insertInto('application_note_mentions')
    .values(staffIds.map((staffId) => ({ event_id: eventId, staff_id: staffId, created_at: at })))
    .execute();
}

/** The colleagues each of these events names, by event id. */
export async function mentionsOfEvents(db: Kysely<Database>, eventIds: readonly number[]) {
  const byEvent = new Map<number, { id: number; name: string }[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectFrom('application_note_mentions as m')
    .innerJoin('staff_users as u', 'u.id', 'm.staff_id')
    .select(['m.event_id', 'u.id', 'u.name'])
    .where('m.event_id', 'in', [...eventIds])
    .orderBy('m.id')
    .execute();
  for (const row of rows) {
    byEvent.set(row.event_id, [
      ...(byEvent.get(row.event_id) ?? []),
      { id: row.id, name: row.name },
    ]);
  }
  return byEvent;
}

/** The notes naming one member, newest first, with the application each is about. */
export function listMentionsOf(db: Kysely<Database>, staffId: number, limit: number) {
  return db
    .selectFrom('application_note_mentions as m')
    .innerJoin('application_events as e', 'e.id', 'm.event_id')
    .innerJoin('job_applications as a', 'a.id', 'e.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('staff_users as u', 'u.id', 'e.staff_id')
    .select([
      'm.id',
      'm.read_at',
      'm.created_at',
      'a.id as application_id',
      'a.first_name',
      'a.last_name',
      'j.title as job_title',
      'e.comment',
      'u.name as by_name',
    ])
    .where('m.staff_id', '=', staffId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

export type MentionRow = Awaited<ReturnType<typeof listMentionsOf>>[number];

export async function countUnreadMentions(db: Kysely<Database>, staffId: number) {
  const row = await db
    .selectFrom('application_note_mentions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('staff_id', '=', staffId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the member's own mentions read; answers whether it was theirs. */
export async function markMentionRead(
  db: Kysely<Database>,
  id: number,
  staffId: number,
  at: string,
): Promise<boolean> {
  const own = await db
    .selectFrom('application_note_mentions')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  if (!own) return false;
  if (own.read_at === null) {
    await db
      .updateTable('application_note_mentions')
      .set({ read_at: at })
      .where('id', '=', id)
      .execute();
  }
  return true;
}
