import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { applicationsWithJobAndStage } from '../applications';

/** One application as its applicant sees it: the row, its job, stage and resume's description. */
export function findApplicantApplication(db: Kysely<Database>, id: number) {
  return applicationsWithJobAndStage(db)
    .leftJoin('stored_files as f', 'f.id', 'a.resume_file_id')
    .selectAll('a')
    .select([
      'j.title as job_title',
      's.name as stage_name',
      's.kind as stage_kind',
      'f.original_name as resume_file_name',
      'f.media_type as resume_media_type',
      'f.size_bytes as resume_size_bytes',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export type ApplicantApplicationRow = NonNullable<
  Awaited<ReturnType<typeof findApplicantApplication>>
>;

export function findResumeFile(db: Kysely<Database>, fileId: number) {
  return db
    .selectFrom('stored_files')
    .select(['original_name', 'media_type', 'size_bytes', 'sha256', 'content'])
    .where('id', '=', fileId)
    .executeTakeFirst();
}

/** The applications made with this address (a new link goes out for each). */
export function listApplicationsByEmail(db: Kysely<Database>, emailNormalized: string) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.created_at', 'a.email', 'j.title as job_title', 'a.job_id'])
    .where('a.email_normalized', '=', emailNormalized)
    .where('a.erased_at', 'is', null)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}

/** Whether the application's personal data was erased (on request or by the retention job). */
export async function wasErased(db: Kysely<Database>, applicationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_applications')
    .select('erased_at')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return !row || row.erased_at !== null;
}

/**
 * Staff reads of this application on the audit trail: opening it or its resume, and lists that
 * carried it (a list's entry names the ids it showed, as a JSON array).
 */
export async function countStaffViews(db: Kysely<Database>, applicationId: number) {
  const id = String(applicationId);
  const inList = [`[${id},`, `,${id},`, `,${id}]`, `[${id}]`].map(
    (part) => sql<SqlBool>`details like ${`%"ids":%${part}%`}`,
  );
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('entity', '=', 'application'),
          eb('entity_id', '=', id),
          eb('action', 'in', ['application.viewed', 'resume.opened']),
        ]),
        eb.and([
          eb('action', '=', 'application.list-viewed'),
          sql<SqlBool>`(${sql.join(inList, sql` or `)})`,
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The staff members asked to interview the applicant. */
export async function countInterviewers(db: Kysely<Database>, applicationId: number) {
  const row = await db
    .selectFrom('interview_interviewers as ii')
    .innerJoin('interviews as i', 'i.id', 'ii.interview_id')
    .select((eb) => eb.fn.count('ii.staff_id').distinct().as('n'))
    .where('i.application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages to the applicant's address that went (or are going) through the e-mail provider. */
export async function countMessagesTo(db: Kysely<Database>, emailNormalized: string) {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(sql<SqlBool>`lower(recipient) = ${emailNormalized}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stage an applicant's withdrawal moves to: the first withdrawn stage still in use. */
export function findWithdrawnStage(db: Kysely<Database>) {
  return db
    .selectFrom('pipeline_stages')
    .select(['id', 'name'])
    .where('kind', '=', 'withdrawn')
    .orderBy(sql`case when archived_at is null then 0 else 1 end`)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
