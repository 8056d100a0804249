import type { Kysely } from 'kysely';
import { DEFAULT_WORKING_HOURS } from '@vistaar/shared/config/interviews';
import type { Database } from '../../db/schema';
import type { BusyTime, WorkingHours } from './free-slots';
import { updatedOneRow } from '../../db/guarded-update';

export function findStaffCalendar(db: Kysely<Database>, staffId: number) {
  return db
    .selectFrom('staff_calendars')
    .selectAll()
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
}

export type StaffCalendarRow = NonNullable<Awaited<ReturnType<typeof findStaffCalendar>>>;

export function toWorkingHours(row: StaffCalendarRow | undefined): WorkingHours {
  if (!row) return DEFAULT_WORKING_HOURS;
  return {
    days: row.work_days.split(',').map(Number),
    start: row.work_start,
    end: row.work_end,
  };
}

/** Each member's working hours; a member who never set theirs works the default ones. */
export async function workingHoursOf(
  db: Kysely<Database>,
  staffIds: readonly number[],
): Promise<Map<number, WorkingHours>> {
  const rows = staffIds.length
    ? await db
        .selectFrom('staff_calendars')
        .selectAll()
        .where('staff_id', 'in', [...staffIds])
        .execute()
    : [];
  return new Map(
    staffIds.map((id) => [id, toWorkingHours(rows.find((row) => row.staff_id === id))]),
  );
}

/** Writes a member's calendar settings, creating their row the first time. */
export async function saveStaffCalendar(
  db: Kysely<Database>,
  staffId: number,
  values: Partial<{
    work_days: string;
    work_start: string;
    work_end: string;
    ics_url_sealed: string | null;
    ics_read_at: string | null;
    ics_error: string | null;
    feed_token_hash: string | null;
  }>,
  at: string,
) {
  await db
    .insertInto('staff_calendars')
    .values({ staff_id: staffId, ...values, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('staff_id').doUpdateSet({ ...values, updated_at: at }),
    )
    .execute();
}

/** Members whose own calendar was never read or was last read before `before`. */
export function calendarsToRead(db: Kysely<Database>, before: string, limit: number) {
  return db
    .selectFrom('staff_calendars')
    .select(['staff_id', 'ics_url_sealed'])
    .where('ics_url_sealed', 'is not', null)
    .where((eb) => eb.or([eb('ics_read_at', 'is', null), eb('ics_read_at', '<', before)]))
    .orderBy('ics_read_at')
    .limit(limit)
    .execute();
}

/**
 * Marks a member's calendar as read at `at` only if nobody read it since `before`: the
 * server whose mark lands reads it, so two servers do not read one calendar together.
 */
export async function claimCalendarRead(
  db: Kysely<Database>,
  staffId: number,
  before: string,
  at: string,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('staff_calendars')
      .set({ ics_read_at: at })
      .where('staff_id', '=', staffId)
      .where('ics_url_sealed', 'is not', null)
      .where((eb) => eb.or([eb('ics_read_at', 'is', null), eb('ics_read_at', '<', before)])),
  );
}

/** Replaces the busy times read from a member's calendar. */
export async function replaceBusyTimes(
  db: Kysely<Database>,
  staffId: number,
  busy: readonly BusyTime[],
) {
  await db.deleteFrom('staff_busy_times').where('staff_id', '=', staffId).execute();
  // Rows per INSERT stay well under SQLite's limit of bound parameters.
  for (let index = 0; index < busy.length; index += 200) {
    await db
      .insertInto('staff_busy_times')
      .values(
        busy.slice(index, index + 200).map((time) => ({
          staff_id: staffId,
          starts_at: time.startsAt,
          ends_at: time.endsAt,
        })),
      )
      .execute();
  }
}

/** The busy times of these members that overlap the stretch from `from` to `to`. */
export function listBusyTimes(
  db: Kysely<Database>,
  staffIds: readonly number[],
  from: string,
  to: string,
) {
  return db
    .selectFrom('staff_busy_times')
    .select(['staff_id', 'starts_at', 'ends_at'])
    .where('staff_id', 'in', [...staffIds])
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
}

/** The member whose interview feed this token digest opens, while their account is active. */
export function findFeedOwner(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('staff_calendars as c')
    .innerJoin('staff_users as u', 'u.id', 'c.staff_id')
    .select(['u.id', 'u.name'])
    .where('c.feed_token_hash', '=', tokenHash)
    .where('u.disabled', '=', 0)
    .executeTakeFirst();
}
