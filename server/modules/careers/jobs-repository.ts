import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import type { StaffScreeningQuestion } from '@vistaar/shared/contract';
import { nowIso } from '../../db/dialect';
import type { Database, JobsTable } from '../../db/schema';
import { containsPattern, likeLower, normalizeSearch } from '../../lib/like-pattern';
import { managedJobIds } from './hiring-managers-repository';

export type JobRow = Selectable<JobsTable>;
export type StaffJobRow = JobRow & { application_count: number };

/** The fields staff edit; the same shape for a new job and an update. */
export interface JobFields {
  title: string;
  department: string;
  location: string;
  jobType: string;
  experience: string;
  salaryRange: string;
  skills: string[];
  description: string;
  isActive: boolean;
  /** YYYY-MM-DD (India): the last day the job is open. */
  closesOn: string;
  screeningQuestions: StaffScreeningQuestion[];
  /** Where knocked-out applications go; null: the default stage. */
  knockoutStageId: number | null;
}

function toColumns(fields: JobFields) {
  return {
    title: fields.title,
    department: fields.department,
    location: fields.location,
    job_type: fields.jobType,
    experience: fields.experience,
    salary_range: fields.salaryRange,
    skills: JSON.stringify(fields.skills),
    description: fields.description,
    is_active: fields.isActive ? 1 : 0,
    closes_on: fields.closesOn,
    screening_questions: JSON.stringify(fields.screeningQuestions),
    knockout_stage_id: fields.knockoutStageId,
  };
}

/** Whether a stage may take knocked-out applications: in use, and keeping them open. */
export async function isKnockoutStageAllowed(db: Kysely<Database>, stageId: number) {
  const stage = await db
    .selectFrom('pipeline_stages')
    .select('id')
    .where('id', '=', stageId)
    .where('archived_at', 'is', null)
    .where('kind', '=', 'open')
    .executeTakeFirst();
  return stage !== undefined;
}

/**
 * Open means published by staff and not past the closing date: a job closes itself the day
 * after its closing date, on every read, with nobody acting.
 */
export function isJobOpen(row: Pick<JobRow, 'is_active' | 'closes_on'>, today = indiaToday()) {
  return row.is_active === 1 && row.closes_on >= today;
}

/**
 * `published_at` for a write that leaves the job open: now if it was not open before (posted,
 * reopened, or given a new closing date after it passed), else unchanged. In SET the column
 * names read the row as it was before the write.
 */
const publishedAtOnOpening =
  (now: string, today: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb
      .case()
      .when(eb.or([eb('is_active', '=', 0), eb('closes_on', '<', today)]))
      .then(now)
      .else(eb.ref('published_at'))
      .end();

const applicationCount = (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb
    .selectFrom('job_applications')
    .select(eb.fn.countAll<number>().as('n'))
    .whereRef('job_applications.job_id', '=', 'jobs.id')
    .as('application_count');

function normalizeCount<T extends { application_count: unknown }>(row: T) {
  return { ...row, application_count: Number(row.application_count ?? 0) };
}

/** `db` may be a transaction: every function here runs inside the caller's unit of work. */
export function listOpenJobs(db: Kysely<Database>, today = indiaToday()): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('is_active', '=', 1)
    .where('closes_on', '>=', today)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStaffJob(
  db: Kysely<Database>,
  id: number,
): Promise<StaffJobRow | undefined> {
  const row = await db
    .selectFrom('jobs')
    .selectAll('jobs')
    .select(applicationCount)
    .where('jobs.id', '=', id)
    .executeTakeFirst();
  return row && normalizeCount(row);
}

export async function listStaffJobs(
  db: Kysely<Database>,
  query: { page: number; limit: number; search?: string },
  /** A hiring manager's id: only the jobs they manage. */
  managedBy?: number,
): Promise<{ rows: StaffJobRow[]; total: number }> {
  const search = normalizeSearch(query.search);
  const pattern = containsPattern(search);
  const base = () => {
    const all = db.selectFrom('jobs');
    const qb =
      managedBy === undefined ? all : all.where('jobs.id', 'in', managedJobIds(db, managedBy));
    return search
      ? qb.where((eb) =>
          eb.or([
            likeLower(sql`jobs.title`, pattern),
            likeLower(sql`jobs.department`, pattern),
            likeLower(sql`jobs.location`, pattern),
          ]),
        )
      : qb;
  };
  const rows = await base()
    .selectAll('jobs')
    .select(applicationCount)
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const count = await base()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(normalizeCount), total: Number(count.total) };
}

export async function insertJob(
  db: Kysely<Database>,
  fields: JobFields,
  createdBy: number | null,
  createdAt = nowIso(),
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      ...toColumns(fields),
      created_by: createdBy,
      recruiter_id: createdBy,
      created_at: createdAt,
      updated_at: createdAt,
      published_at: fields.isActive ? createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJob(db: Kysely<Database>, id: number, fields: JobFields) {
  const now = nowIso();
  const today = indiaToday();
  const opens = fields.isActive && fields.closesOn >= today;
  await db
    .updateTable('jobs')
    .set((eb) => ({
      ...toColumns(fields),
      updated_at: now,
      ...(opens ? { published_at: publishedAtOnOpening(now, today)(eb) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Opens or closes a job; `closesOn` replaces a closing date that has passed when reopening. */
export async function setJobActive(
  db: Kysely<Database>,
  id: number,
  isActive: boolean,
  closesOn?: string,
) {
  const now = nowIso();
  await db
    .updateTable('jobs')
    .set((eb) => ({
      is_active: isActive ? 1 : 0,
      updated_at: now,
      ...(closesOn ? { closes_on: closesOn } : {}),
      ...(isActive ? { published_at: publishedAtOnOpening(now, indiaToday())(eb) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteJob(db: Kysely<Database>, id: number) {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

export async function countJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countApplicationsForJob(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('job_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Changes whenever any job is posted, edited, opened, closed or deleted, and when a day
 * begins (jobs close themselves by date). Pages and answers built from jobs are cached
 * under it, so every server sharing the database sees a change on its next request.
 */
export async function jobsVersion(db: Kysely<Database>, today = indiaToday()): Promise<string> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.max('updated_at').as('latest'),
      sql<number>`sum(case when is_active = 1 and closes_on >= ${today} then id else 0 end)`.as(
        'open',
      ),
    ])
    .executeTakeFirstOrThrow();
  return `${today}:${row.total}:${row.latest ?? ''}:${row.open ?? 0}`;
}
