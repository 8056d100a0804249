import { sql, type Insertable, type Kysely, type SqlBool } from 'kysely';
import type { Database, JobApplicationsTable } from '../../db/schema';
import { entryStageIdQuery } from './entry-stage-repository';

export const GENERAL_APPLICATION_TITLE = 'General application';

/** The name key (0023) of the template staff edit for the acknowledgement e-mail. */
const ACKNOWLEDGEMENT_TEMPLATE_KEY = 'application received';

/**
 * The 'Application received' template while it is in use, with the name of the stage every
 * application starts in (for its {{stage.name}}).
 */
export function findAcknowledgementTemplate(db: Kysely<Database>) {
  return db
    .selectFrom('email_templates')
    .select(['subject', 'body'])
    .select((eb) =>
      eb
        .selectFrom('pipeline_stages')
        .select('name')
        .where('id', '=', entryStageIdQuery(db))
        .as('entry_stage_name'),
    )
    .where('name_key', '=', ACKNOWLEDGEMENT_TEMPLATE_KEY)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** Every application belongs to a candidate (`linkCandidate`, in the same transaction). */
export type NewApplication = Omit<
  Insertable<JobApplicationsTable>,
  'id' | 'stage_id' | 'stage_entered_at' | 'candidate_id'
> & { candidate_id: number };

export async function insertApplication(
  db: Kysely<Database>,
  values: NewApplication,
  /** A knocked-out application starts where the job sends it; every other in the entry stage. */
  stageId?: number,
): Promise<number> {
  const row = await db
    .insertInto('job_applications')
    .values({
      ...values,
      stage_id: stageId ?? entryStageIdQuery(db),
      stage_entered_at: values.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const sameJob = (jobId: number | null) =>
  jobId === null ? sql<SqlBool>`job_id is null` : sql<SqlBool>`job_id = ${jobId}`;

/** The newest application from this address for this job since `since`, if any. */
export function findRecentApplication(
  db: Kysely<Database>,
  emailNormalized: string,
  jobId: number | null,
  since: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('job_applications')
    .select('id')
    .where('email_normalized', '=', emailNormalized)
    .where(sameJob(jobId))
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many applications this address sent for this job since `since`, and when the first was. */
export async function countApplicationsSince(
  db: Kysely<Database>,
  emailNormalized: string,
  jobId: number | null,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('email_normalized', '=', emailNormalized)
    .where(sameJob(jobId))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}

/** Applications with their job (none for a general application) and stage, as `a`, `j` and `s`. */
export function applicationsWithJobAndStage(db: Kysely<Database>) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('pipeline_stages as s', 's.id', 'a.stage_id');
}

/** What the desk shows of an application's job and stage. */
export const JOB_AND_STAGE = [
  'j.title as job_title',
  'j.department as job_department',
  'j.location as job_location',
  's.name as stage_name',
  's.kind as stage_kind',
] as const;

/**
 * Applications whose ratings this staff member may not see yet: those with a scheduled
 * interview on whose panel they sit without having given their own feedback. Until they have,
 * nobody else's scores may sway theirs. The member's id is one parameter (the feedback is
 * matched to the panel seat), so a query compiled once can hold this.
 */
export function ratingsWithheldQuery(staffId: number) {
  return sql<{ application_id: number }>`select i.application_id from interviews i
    inner join interview_interviewers p on p.interview_id = i.id and p.staff_id = ${staffId}
    where i.status = 'scheduled' and not exists (select 1 from interview_feedback f
      where f.interview_id = i.id and f.staff_id = p.staff_id and f.superseded_at is null)`;
}

/** One application with its job and the resume's metadata (not its bytes). */
export function findApplicationDetail(db: Kysely<Database>, id: number) {
  return applicationsWithJobAndStage(db)
    .innerJoin('stored_files as f', 'f.id', 'a.resume_file_id')
    .leftJoin('employees as e', 'e.id', 'a.referrer_employee_id')
    .selectAll('a')
    .select([
      ...JOB_AND_STAGE,
      'f.original_name as resume_file_name',
      'f.size_bytes as resume_size_bytes',
      'e.employee_code as referrer_code',
      'e.full_name as referrer_name',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export type ApplicationDetailRow = NonNullable<Awaited<ReturnType<typeof findApplicationDetail>>>;

/** Whether there is such an application, and whether its personal data was erased. */
export async function applicationPresence(
  db: Kysely<Database>,
  id: number,
): Promise<'missing' | 'erased' | 'present'> {
  const row = await db
    .selectFrom('job_applications')
    .select('erased_at')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return 'missing';
  return row.erased_at === null ? 'present' : 'erased';
}

export function findApplicationResume(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('stored_files as f', 'f.id', 'a.resume_file_id')
    .select(['f.media_type', 'f.original_name', 'f.content', 'a.erased_at'])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

/** Where an application came from, as stored. */
export function findApplicationSource(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('job_applications')
    .select(['source', 'source_detail', 'referrer_employee_id', 'erased_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function updateApplicationSource(
  db: Kysely<Database>,
  id: number,
  values: Pick<NewApplication, 'source' | 'source_detail' | 'referrer_employee_id'>,
) {
  return db.updateTable('job_applications').set(values).where('id', '=', id).execute();
}
