import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JoiningOutcomesTable } from '../../db/schema/joining';
import { nowIso } from '../../db/dialect';

/**
 * Accepted offers with what became of them, newest joining date last. `recruiterId` keeps a
 * recruiter to their own jobs' rows; `offerId` reads one.
 */
export function listAcceptedOffers(
  db: Kysely<Database>,
  filter: { recruiterId?: number; offerId?: number; joiningOn?: readonly string[] } = {},
) {
  let query = db
    .selectFrom('offers as o')
    .innerJoin('job_applications as a', 'a.id', 'o.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('joining_outcomes as jo', 'jo.offer_id', 'o.id')
    .select((eb) => [
      'o.id',
      'o.application_id',
      'o.designation',
      'o.joining_date',
      'o.ctc',
      'o.responded_at',
      'a.first_name',
      'a.last_name',
      'a.email',
      'j.title as job_title',
      'j.recruiter_id',
      'jo.outcome',
      'jo.dropout_reason',
      'jo.note',
      'jo.employee_id',
      // The candidate's last sign of life on their link (an answer, a visit).
      eb
        .selectFrom('offer_events as e')
        .select((inner) => inner.fn.max('e.created_at').as('at'))
        .whereRef('e.offer_id', '=', 'o.id')
        .where('e.staff_id', 'is', null)
        .where('e.kind', 'in', ['viewed', 'accepted'])
        .as('last_heard_at'),
    ])
    .where('o.status', '=', 'accepted')
    .where('a.erased_at', 'is', null);
  if (filter.recruiterId !== undefined)
    query = query.where('j.recruiter_id', '=', filter.recruiterId);
  if (filter.offerId !== undefined) query = query.where('o.id', '=', filter.offerId);
  if (filter.joiningOn) query = query.where('o.joining_date', 'in', filter.joiningOn);
  return query.orderBy('o.joining_date').orderBy('o.id').execute();
}
export type AcceptedOfferRow = Awaited<ReturnType<typeof listAcceptedOffers>>[number];

export function findJoiningOutcome(db: Kysely<Database>, offerId: number) {
  return db
    .selectFrom('joining_outcomes')
    .selectAll()
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
}

export async function insertJoiningOutcome(
  db: Kysely<Database>,
  values: Omit<Insertable<JoiningOutcomesTable>, 'created_at'>,
) {
  await db
    .insertInto('joining_outcomes')
    .values({ ...values, created_at: nowIso() })
    .execute();
}

/** Claims one reminder of one offer; false when it was claimed (sent) before. */
export async function claimJoiningReminder(
  db: Kysely<Database>,
  offerId: number,
  daysBefore: number,
): Promise<boolean> {
  const result = await db
    .insertInto('joining_reminders')
    .values({ offer_id: offerId, days_before: daysBefore, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['offer_id', 'days_before']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Claims a member's list of one kind for one day; false when it went before. */
export async function claimJoiningStaffMail(
  db: Kysely<Database>,
  staffId: number,
  kind: 'due' | 'at-risk',
  period: string,
): Promise<boolean> {
  const result = await db
    .insertInto('joining_staff_mails')
    .values({ staff_id: staffId, kind, period, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['staff_id', 'kind', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Active members of these roles, who get the joining lists. */
export function listJoiningMembers(db: Kysely<Database>, roles: readonly ('admin' | 'hr')[]) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email'])
    .where('disabled', '=', 0)
    .where('role', 'in', roles)
    .orderBy('id')
    .execute();
}

/** When the candidate last visited the offer's link, if in the last day. */
export function findRecentVisit(db: Kysely<Database>, offerId: number, since: string) {
  return db
    .selectFrom('offer_events')
    .select('id')
    .where('offer_id', '=', offerId)
    .where('kind', '=', 'viewed')
    .where('created_at', '>', since)
    .executeTakeFirst();
}
