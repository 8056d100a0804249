import type { Insertable, Kysely } from 'kysely';
import type { ApplicationEventsTable, Database } from '../../db/schema';

export type NewApplicationEvent = Omit<Insertable<ApplicationEventsTable>, 'id'>;

/** The history only grows: this module has no update or delete of events. */
export async function insertEvent(
  db: Kysely<Database>,
  values: NewApplicationEvent,
): Promise<number> {
  const row = await db
    .insertInto('application_events')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A staff member's note in an application's history. */
export function insertNoteEvent(
  db: Kysely<Database>,
  note: { applicationId: number; staffId: number | null; comment: string; at: string },
): Promise<number> {
  return insertEvent(db, {
    application_id: note.applicationId,
    kind: 'note',
    staff_id: note.staffId,
    from_stage_id: null,
    to_stage_id: null,
    rejection_reason_id: null,
    comment: note.comment,
    created_at: note.at,
  });
}

function eventsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('application_events as e')
    .leftJoin('staff_users as u', 'u.id', 'e.staff_id')
    .leftJoin('pipeline_stages as fs', 'fs.id', 'e.from_stage_id')
    .leftJoin('pipeline_stages as ts', 'ts.id', 'e.to_stage_id')
    .leftJoin('rejection_reasons as r', 'r.id', 'e.rejection_reason_id')
    .select([
      'e.id',
      'e.kind',
      'e.created_at',
      'e.comment',
      'e.staff_id',
      'u.name as staff_name',
      'e.from_stage_id',
      'fs.name as from_stage_name',
      'e.to_stage_id',
      'ts.name as to_stage_name',
      'e.rejection_reason_id',
      'r.label as rejection_reason_label',
    ]);
}

/** An application's history, newest first (id breaks ties within the same instant). */
export function listApplicationEvents(db: Kysely<Database>, applicationId: number) {
  return eventsQuery(db)
    .where('e.application_id', '=', applicationId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

export function findApplicationEvent(db: Kysely<Database>, id: number) {
  return eventsQuery(db).where('e.id', '=', id).executeTakeFirstOrThrow();
}

export type ApplicationEventRow = Awaited<ReturnType<typeof findApplicationEvent>>;
