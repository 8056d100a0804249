import { sql, type Kysely } from 'kysely';
import { RETENTION } from '@vistaar/shared/config/privacy';
import { addDays, indiaDateOf, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import type { Database, RetentionKind } from '../../db/schema';

/** A record whose retention period has ended by the day of the run. */
export interface DueRecord {
  kind: RetentionKind;
  recordId: number;
  /** YYYY-MM-DD (India): the day its period ended. */
  dueOn: string;
}

/** A YYYY-MM-DD date moved by whole months; a day the month lacks becomes its last day (31 Aug + 6 = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The first instant after the India day `date`, for comparing ISO timestamps with a day. */
const endOfDay = (date: string) => indiaDayStart(addDays(date, 1));

/** The day a job closed: its closing date, or the day it was closed by hand if earlier. */
export function jobClosedOn(job: { is_active: number; closes_on: string; updated_at: string }) {
  if (job.is_active === 1) return job.closes_on;
  const closedByHand = indiaDateOf(job.updated_at);
  return closedByHand < job.closes_on ? closedByHand : job.closes_on;
}

/**
 * Applications RETENTION.applicationMonths after their job closed (a general application:
 * after it arrived), or RETENTION.applicationKeptForOtherRolesMonths when the applicant asked
 * to be kept for other roles. The query takes every candidate of the shorter period; the
 * exact day is settled here.
 */
async function dueApplications(db: Kysely<Database>, asOf: string): Promise<DueRecord[]> {
  const shortest = endOfDay(addMonths(asOf, -RETENTION.applicationMonths));
  const shortestDay = addMonths(asOf, -RETENTION.applicationMonths);
  const rows = await db
    .selectFrom('job_applications as a')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .select([
      'a.id',
      'a.created_at',
      'a.keep_for_other_roles',
      'j.id as job_id',
      'j.is_active',
      'j.closes_on',
      'j.updated_at as job_updated_at',
    ])
    .where('a.erased_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('retention_quarantine as q')
            .select('q.id')
            .where('q.kind', '=', 'application')
            .whereRef('q.record_id', '=', 'a.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('a.job_id', 'is', null), eb('a.created_at', '<', shortest)]),
        eb('j.closes_on', '<=', shortestDay),
        eb.and([eb('j.is_active', '=', 0), eb('j.updated_at', '<', shortest)]),
      ]),
    )
    .orderBy('a.id')
    .execute();
  const due: DueRecord[] = [];
  for (const row of rows) {
    const ended =
      row.job_id === null || row.is_active === null || !row.closes_on || !row.job_updated_at
        ? indiaDateOf(row.created_at)
        : jobClosedOn({
            is_active: row.is_active,
            closes_on: row.closes_on,
            updated_at: row.job_updated_at,
          });
    const months =
      row.keep_for_other_roles === 1
        ? RETENTION.applicationKeptForOtherRolesMonths
        : RETENTION.applicationMonths;
    const dueOn = addMonths(ended, months);
    if (dueOn <= asOf) due.push({ kind: 'application', recordId: row.id, dueOn });
  }
  return due;
}

/** Contact messages RETENTION.contactMessageMonths after they arrived. */
async function dueContactMessages(db: Kysely<Database>, asOf: string): Promise<DueRecord[]> {
  const rows = await db
    .selectFrom('contact_messages as m')
    .select(['m.id', 'm.created_at'])
    .where('m.erased_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('retention_quarantine as q')
            .select('q.id')
            .where('q.kind', '=', 'contact_message')
            .whereRef('q.record_id', '=', 'm.id'),
        ),
      ),
    )
    .where('m.created_at', '<', endOfDay(addMonths(asOf, -RETENTION.contactMessageMonths)))
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    kind: 'contact_message',
    recordId: row.id,
    dueOn: addMonths(indiaDateOf(row.created_at), RETENTION.contactMessageMonths),
  }));
}

/** Verification shares RETENTION.expiredShareDays after they were revoked or expired. */
async function dueVerificationShares(db: Kysely<Database>, asOf: string): Promise<DueRecord[]> {
  const ended = sql<string>`coalesce(s.revoked_at, s.expires_at)`;
  const rows = await db
    .selectFrom('verification_shares as s')
    .select(['s.id', ended.as('ended_at')])
    .where('s.erased_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('retention_quarantine as q')
            .select('q.id')
            .where('q.kind', '=', 'verification_share')
            .whereRef('q.record_id', '=', 's.id'),
        ),
      ),
    )
    .where(ended, '<', endOfDay(addDays(asOf, -RETENTION.expiredShareDays)))
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    kind: 'verification_share',
    recordId: row.id,
    dueOn: addDays(indiaDateOf(row.ended_at), RETENTION.expiredShareDays),
  }));
}

/** Every record whose retention period ended by `asOf` and is not yet in quarantine. */
export async function dueRecords(db: Kysely<Database>, asOf: string): Promise<DueRecord[]> {
  return [
    ...(await dueApplications(db, asOf)),
    ...(await dueContactMessages(db, asOf)),
    ...(await dueVerificationShares(db, asOf)),
  ];
}
