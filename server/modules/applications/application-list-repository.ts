import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { compiledPerCondition } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import { addDays, indiaDayStart, indiaToday } from '@vistaar/shared/lib/job-dates';
import { containsPattern, likeLower, normalizeSearch } from '../../lib/like-pattern';
import { overdueCondition, type OverdueCutoff } from '../work-calendar';
import {
  applicationsWithJobAndStage,
  GENERAL_APPLICATION_TITLE,
  JOB_AND_STAGE,
  ratingsWithheldQuery,
} from './applications-repository';

export interface ApplicationQuery {
  page: number;
  limit: number;
  search?: string;
  department?: string;
  location?: string;
  /** A pipeline stage's id. */
  stage?: number;
  /** A job's id; 0 for general applications. */
  jobId?: number;
  /** Days in India, YYYY-MM-DD, both inclusive. */
  appliedFrom?: string;
  appliedTo?: string;
  /** Rated at least this on average (1-4) over the current feedback of scheduled interviews. */
  minRating?: number;
  /** Has (true) or has no (false) scheduled interview. */
  hasInterview?: boolean;
  /** Over (true) or within (false) its stage's limit, as `overdueCutoffs` say. */
  overdue?: boolean;
  /** Per open stage with a limit: entries before `before` are overdue (`withOverdueCutoffs`). */
  overdueCutoffs?: readonly OverdueCutoff[];
  /** Can join within this many days (see `noticeWithin`). */
  maxNoticeDays?: number;
  /** Expected CTC in rupees a year, both inclusive. */
  minExpectedCtc?: number;
  maxExpectedCtc?: number;
  source?: string;
  /**
   * The staff member reading: applications whose ratings are withheld from them count as
   * unrated, so the rating filter tells them nothing the ratings themselves would not.
   */
  ratingReader?: number;
  /** A hiring manager's id: only the applications to the jobs they manage. */
  managedBy?: number;
}

/**
 * The WHERE clause of the staff list. Job conditions are written as
 * `job_id in (select id from jobs ...)` so the count needs no join: jobs are few,
 * applications many, and the subquery runs once.
 */
function listConditions(query: ApplicationFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const search = normalizeSearch(query.search);
  if (search) {
    const pattern = containsPattern(search);
    const phonePattern = containsPattern(search.replace(/[\s-]/g, ''));
    const anyOf: Expression<SqlBool>[] = [
      // Same expression as in job_applications_list_idx (migration 0002), so SQLite reads it from there.
      likeLower(sql`a.first_name || ' ' || a.last_name`, pattern),
      sql<SqlBool>`a.email_normalized like lower(${pattern}) escape '\\'`,
      sql<SqlBool>`a.phone like ${phonePattern} escape '\\'`,
      sql<SqlBool>`a.job_id in (select id from jobs where ${likeLower(sql`title`, pattern)})`,
    ];
    if (GENERAL_APPLICATION_TITLE.toLowerCase().includes(search.toLowerCase())) {
      anyOf.push(sql<SqlBool>`a.job_id is null`);
    }
    conditions.push(sql<SqlBool>`(${sql.join(anyOf, sql` or `)})`);
  }
  const department = query.department?.trim();
  if (department) {
    conditions.push(
      sql<SqlBool>`a.job_id in (select id from jobs where department = ${department})`,
    );
  }
  const location = query.location?.trim();
  if (location) {
    conditions.push(sql<SqlBool>`a.job_id in (select id from jobs where location = ${location})`);
  }
  if (query.managedBy !== undefined) {
    conditions.push(sql<SqlBool>`a.job_id in (select job_id from job_hiring_managers
      where staff_id = ${query.managedBy})`);
  }
  if (query.stage !== undefined) conditions.push(sql<SqlBool>`a.stage_id = ${query.stage}`);
  if (query.jobId !== undefined) {
    conditions.push(
      query.jobId === 0 ? sql<SqlBool>`a.job_id is null` : sql<SqlBool>`a.job_id = ${query.jobId}`,
    );
  }
  if (query.appliedFrom) {
    conditions.push(sql<SqlBool>`a.created_at >= ${indiaDayStart(query.appliedFrom)}`);
  }
  if (query.appliedTo) {
    conditions.push(sql<SqlBool>`a.created_at < ${indiaDayStart(addDays(query.appliedTo, 1))}`);
  }
  if (query.minRating !== undefined) {
    // Few applications have feedback: the subquery reads only those, once, and the averages
    // are compared without division (sum of scores against the bar times their number).
    conditions.push(sql<SqlBool>`a.id in (${ratedApplicationsQuery(query.minRating)})`);
    if (query.ratingReader !== undefined) {
      conditions.push(sql<SqlBool>`a.id not in (${ratingsWithheldQuery(query.ratingReader)})`);
    }
  }
  if (query.hasInterview !== undefined) {
    const scheduled = sql`select 1 from interviews i
      where i.application_id = a.id and i.status = 'scheduled'`;
    conditions.push(
      query.hasInterview
        ? sql<SqlBool>`exists (${scheduled})`
        : sql<SqlBool>`not exists (${scheduled})`,
    );
  }
  if (query.overdue !== undefined) {
    const over = overdueCondition(query.overdueCutoffs ?? []);
    conditions.push(query.overdue ? over : sql<SqlBool>`not ${over}`);
  }
  if (query.maxNoticeDays !== undefined) conditions.push(noticeWithin(query.maxNoticeDays));
  if (query.minExpectedCtc !== undefined) {
    conditions.push(sql<SqlBool>`a.expected_ctc_amount >= ${query.minExpectedCtc}`);
  }
  if (query.maxExpectedCtc !== undefined) {
    conditions.push(sql<SqlBool>`a.expected_ctc_amount <= ${query.maxExpectedCtc}`);
  }
  if (query.source) conditions.push(sql<SqlBool>`a.source = ${query.source}`);
  return conditions;
}

/**
 * Can join within `days`: a fixed notice of at most that many days, or a last working day no
 * later than that many days from today in India. Negotiable and unknown notice periods do not
 * match, since nothing says they can.
 */
function noticeWithin(days: number): Expression<SqlBool> {
  const latest = addDays(indiaToday(), days);
  return sql<SqlBool>`(a.notice_days <= ${days} or (a.notice_period = 'date' and a.notice_until <= ${latest}))`;
}

/** Applications whose current feedback on scheduled interviews averages at least `minRating`. */
function ratedApplicationsQuery(minRating: number) {
  return sql`select i.application_id from interviews i
    inner join interview_feedback f on f.interview_id = i.id and f.superseded_at is null
    where i.status = 'scheduled'
    group by i.application_id
    having sum(f.score_count) > 0 and sum(f.score_sum) >= ${minRating} * sum(f.score_count)`;
}

/** Which of these applications' ratings are withheld from this staff member (see above). */
export async function ratingsWithheldFrom(
  db: Kysely<Database>,
  staffId: number,
  applicationIds: readonly number[],
): Promise<Set<number>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await sql<{ application_id: number }>`select distinct application_id
    from (${ratingsWithheldQuery(staffId)}) withheld
    where application_id in (${sql.join(applicationIds)})`.execute(db);
  return new Set(rows.rows.map((row) => Number(row.application_id)));
}

/** What the desk's list shows of an application (`toApplicationListItem`), and nothing more. */
const LIST_COLUMNS = [
  'a.id',
  'a.job_id',
  'a.first_name',
  'a.last_name',
  'a.email',
  'a.phone',
  'a.dob',
  'a.gender',
  'a.address',
  'a.city',
  'a.state',
  'a.job_experience',
  'a.current_ctc',
  'a.expected_ctc',
  'a.current_employer',
  'a.created_at',
  'a.stage_id',
  'a.stage_entered_at',
  'a.notice_period',
  'a.notice_until',
  'a.serving_notice',
  'a.current_ctc_amount',
  'a.expected_ctc_amount',
  'a.source',
  'a.source_detail',
  'a.screening_answers',
  'a.knocked_out',
] as const;

/** The list's filters as one condition: plain `sql` fragments, cheap to build per request. */
function listWhere(query: ApplicationFilters) {
  const conditions = listConditions(query);
  return conditions.length > 0
    ? sql<SqlBool>`${sql.join(conditions, sql` and `)}`
    : sql<SqlBool>`1 = 1`;
}

const listPageQuery = (db: Kysely<Database>, where: Expression<SqlBool>) =>
  applicationsWithJobAndStage(db)
    .select(LIST_COLUMNS)
    .select(JOB_AND_STAGE)
    .where(where)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');

const listCountQuery = (db: Kysely<Database>, where: Expression<SqlBool>) =>
  db
    .selectFrom('job_applications as a')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where);

/** The page query and its count, under the same filters (built apart so tests can read the plan). */
export function applicationListQueries(db: Kysely<Database>, query: ApplicationQuery) {
  const where = listWhere(query);
  return {
    page: listPageQuery(db, where)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    count: listCountQuery(db, where),
  };
}

// The same two queries, built and compiled once per shape of the filters: building and
// compiling them cost more CPU than SQLite takes to answer a page.
const compiledListPage = compiledPerCondition(
  (db: Kysely<Database>, where: Expression<SqlBool>, limit: number, offset: number) =>
    listPageQuery(db, where).limit(limit).offset(offset),
);
const compiledListCount = compiledPerCondition((db: Kysely<Database>, where: Expression<SqlBool>) =>
  listCountQuery(db, where),
);

export type ApplicationFilters = Omit<ApplicationQuery, 'page' | 'limit'>;

/**
 * Where a batch of the export resumes: after this application in the desk's order. The first
 * batch starts after the moment the export began (id past any real one), so applications
 * arriving meanwhile stay out and the count taken at the start holds.
 */
export interface ExportPosition {
  createdAt: string;
  id: number;
}

/**
 * One batch of the export under the desk's filters, in the desk's order (newest first),
 * continuing after `after`: keyset paging, so each batch costs the same however deep it is.
 */
export function applicationExportBatch(
  db: Kysely<Database>,
  filters: ApplicationFilters,
  after: ExportPosition,
  size: number,
) {
  const conditions = listConditions(filters);
  conditions.push(
    sql<SqlBool>`(a.created_at < ${after.createdAt} or (a.created_at = ${after.createdAt} and a.id < ${after.id}))`,
  );
  return applicationsWithJobAndStage(db)
    .select([
      'a.id',
      'a.created_at',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone',
      'a.job_id',
      'j.title as job_title',
      'j.department as job_department',
      'j.location as job_location',
      's.name as stage_name',
      'a.stage_entered_at',
      'a.job_experience',
      'a.current_employer',
      'a.current_ctc',
      'a.expected_ctc',
      'a.current_ctc_amount',
      'a.expected_ctc_amount',
      'a.notice_period',
      'a.notice_until',
      'a.serving_notice',
      'a.source',
      'a.source_detail',
      'a.city',
      'a.state',
    ])
    .where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .execute();
}

export const exportStart = (asOf: string): ExportPosition => ({
  createdAt: asOf,
  id: 2_147_483_647,
});

/** How many applications the export of these filters holds, as of its start. */
export async function countExportRows(
  db: Kysely<Database>,
  filters: ApplicationFilters,
  asOf: string,
): Promise<number> {
  const conditions = [...listConditions(filters), sql<SqlBool>`a.created_at <= ${asOf}`];
  const row = await db
    .selectFrom('job_applications as a')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type ApplicationExportRow = Awaited<ReturnType<typeof applicationExportBatch>>[number];

/** One page of applications, newest first, and the total under the same filters. */
export async function listApplications(db: Kysely<Database>, query: ApplicationQuery) {
  const where = listWhere(query);
  const rows = await compiledListPage(db, where, query.limit, (query.page - 1) * query.limit);
  const [count] = await compiledListCount(db, where);
  return { rows, total: Number(count.total) };
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>['rows'][number];
