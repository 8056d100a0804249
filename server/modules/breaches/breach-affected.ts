import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { BREACH_SOURCES, type BreachSource } from '@vistaar/shared/config/breaches';
import { addDays, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../db/schema';

/** Which records a breach involved: the people those records name are the people affected. */
export interface BreachScope {
  sources: readonly BreachSource[];
  jobId: number | null;
  appliedFrom: string | null;
  appliedTo: string | null;
}

export interface AffectedPerson {
  /** Lower-cased, trimmed: one person however often and wherever we hold their address. */
  key: string;
  /** Where their notice goes: that same address. */
  email: string;
  /** A name to greet them by, when any record has one ('' otherwise). */
  name: string;
  sources: BreachSource[];
}

/** Each source is a bit, so one person's sources add up without a dialect's string aggregate. */
const FLAG: Record<BreachSource, number> = Object.fromEntries(
  BREACH_SOURCES.map((source, index) => [source, 2 ** index]),
) as Record<BreachSource, number>;

const sourcesOf = (flags: number): BreachSource[] =>
  BREACH_SOURCES.filter((source) => (flags & FLAG[source]) !== 0);

const flag = (source: BreachSource) => sql<number>`${sql.lit(FLAG[source])}`.as('flag');
const key = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`.as('email_key');

type SourceRow = { email_key: string; name: string; flag: number };
type SourceSelect = SelectQueryBuilder<Database, keyof Database, SourceRow>;

/** One select per kind of record, all of the same shape: address, name, source bit. */
function sourceSelects(db: Kysely<Database>, scope: BreachScope): SourceSelect[] {
  const selects: SourceSelect[] = [];
  const chosen = new Set(scope.sources);
  if (chosen.has('applications')) {
    let applications = db
      .selectFrom('job_applications')
      .select([
        key('email'),
        sql<string>`first_name || ' ' || last_name`.as('name'),
        flag('applications'),
      ])
      .where('email', '!=', '');
    if (scope.jobId !== null) applications = applications.where('job_id', '=', scope.jobId);
    if (scope.appliedFrom) {
      applications = applications.where('created_at', '>=', indiaDayStart(scope.appliedFrom));
    }
    if (scope.appliedTo) {
      applications = applications.where(
        'created_at',
        '<',
        indiaDayStart(addDays(scope.appliedTo, 1)),
      );
    }
    selects.push(applications);
  }
  if (chosen.has('job-alert-subscribers')) {
    selects.push(
      db
        .selectFrom('job_alert_subscribers')
        .select([key('email'), sql<string>`''`.as('name')])
        .select(flag('job-alert-subscribers')),
      // Sign-ups not yet confirmed hold an address too.
      db
        .selectFrom('job_alert_signups')
        .select([key('email'), sql<string>`''`.as('name')])
        .select(flag('job-alert-subscribers'))
        .where('confirmed_at', 'is', null),
    );
  }
  if (chosen.has('contact-messages')) {
    selects.push(
      db
        .selectFrom('contact_messages')
        .select([key('email'), sql<string>`full_name`.as('name'), flag('contact-messages')])
        .where('email', '!=', ''),
    );
  }
  const employeeEmail = sql<string>`case when official_email <> '' then official_email else personal_email end`;
  if (chosen.has('employees')) {
    selects.push(
      db
        .selectFrom('employees')
        .select([
          sql<string>`lower(trim(${employeeEmail}))`.as('email_key'),
          sql<string>`full_name`.as('name'),
          flag('employees'),
        ]),
    );
  }
  if (chosen.has('verification-shares')) {
    selects.push(
      // The employee whose record was shared...
      db
        .selectFrom('employees')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('verification_shares')
              .select('verification_shares.id')
              .whereRef('verification_shares.employee_id', '=', 'employees.id'),
          ),
        )
        .select([
          sql<string>`lower(trim(${employeeEmail}))`.as('email_key'),
          sql<string>`full_name`.as('name'),
          flag('verification-shares'),
        ]),
      // ...and the verifier it was shared with, whose address the share holds.
      db
        .selectFrom('verification_shares')
        .select([key('verifier_email'), sql<string>`''`.as('name'), flag('verification-shares')])
        .where('verifier_email', '!=', ''),
    );
  }
  return selects;
}

/** Everyone the scope names, one row per address, in address order. */
function affectedQuery(db: Kysely<Database>, scope: BreachScope) {
  const [first, ...rest] = sourceSelects(db, scope);
  if (!first) return null;
  const all = rest.reduce((union, next) => union.unionAll(next), first);
  return db
    .selectFrom(all.as('a'))
    .select([
      'a.email_key',
      sql<string>`max(a.name)`.as('name'),
      // Each source's bit once, however many of its records name the person.
      sql<string | number>`sum(distinct a.flag)`.as('flags'),
    ])
    .where('a.email_key', '!=', '')
    .groupBy('a.email_key');
}

type AffectedRow = { email_key: string; name: string; flags: string | number };

const toPerson = (row: AffectedRow): AffectedPerson => ({
  key: row.email_key,
  email: row.email_key,
  name: row.name.trim(),
  sources: sourcesOf(Number(row.flags)),
});

export async function countAffected(db: Kysely<Database>, scope: BreachScope): Promise<number> {
  const query = affectedQuery(db, scope);
  if (!query) return 0;
  const row = await db
    .selectFrom(query.as('p'))
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the people affected, in address order. */
export async function listAffected(
  db: Kysely<Database>,
  scope: BreachScope,
  paging: { offset: number; limit: number },
): Promise<AffectedPerson[]> {
  const query = affectedQuery(db, scope);
  if (!query) return [];
  const rows = await query
    .orderBy('a.email_key')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
  return rows.map(toPerson);
}

/** The next batch after `afterKey` (keyset paging: the list may be long). */
export async function affectedAfter(
  db: Kysely<Database>,
  scope: BreachScope,
  afterKey: string,
  limit: number,
): Promise<AffectedPerson[]> {
  const query = affectedQuery(db, scope);
  if (!query) return [];
  const rows = await query
    .where('a.email_key', '>', afterKey)
    .orderBy('a.email_key')
    .limit(limit)
    .execute();
  return rows.map(toPerson);
}
