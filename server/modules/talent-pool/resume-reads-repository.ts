import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { resumeTextColumns } from './pool-marks-repository';

/**
 * Claims up to `limit` applications whose resume has no text yet: not erased, never read to
 * the end, and not held by a reader whose lease still runs; newest first, so a fresh
 * application is found soon. Answers the claimed applications with their attempt count.
 */
export function claimResumeReads(
  db: Kysely<Database>,
  dialect: DialectName,
  claim: { limit: number; token: string; leaseUntil: string; now: string },
) {
  const due = db
    .selectFrom('job_applications as a')
    .select((eb) => [
      'a.id',
      eb.val(claim.leaseUntil).as('lease_until'),
      eb.val(claim.token).as('lease_token'),
    ])
    .where('a.erased_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('application_resume_texts as r')
            .select('r.application_id')
            .whereRef('r.application_id', '=', 'a.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('application_resume_reads as q')
            .select('q.application_id')
            .whereRef('q.application_id', '=', 'a.id')
            .where((eb) =>
              eb.or([eb('q.finished_at', 'is not', null), eb('q.lease_until', '>=', claim.now)]),
            ),
        ),
      ),
    )
    .orderBy('a.id', 'desc')
    .limit(claim.limit);
  return db
    .insertInto('application_resume_reads')
    .columns(['application_id', 'lease_until', 'lease_token'])
    .expression(dialect === 'postgres' ? due.forUpdate('a').skipLocked() : due)
    .onConflict((oc) =>
      oc
        .column('application_id')
        .doUpdateSet((eb) => ({
          attempts: eb('application_resume_reads.attempts', '+', 1),
          lease_until: eb.ref('excluded.lease_until'),
          lease_token: eb.ref('excluded.lease_token'),
        }))
        // Another server may have claimed it between the look and the write.
        .where('application_resume_reads.finished_at', 'is', null)
        .where('application_resume_reads.lease_until', '<', claim.now),
    )
    .returning(['application_id', 'attempts'])
    .execute();
}

/** The claimed applications' resume files, with their job's skills (JSON) to match. */
export function resumeFilesOf(db: Kysely<Database>, applicationIds: number[]) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.resume_file_id', 'j.skills as job_skills'])
    .where('a.id', 'in', applicationIds)
    .execute();
}

/** Ends a read, unless another reader took it over meanwhile; answers whether it was ours. */
export async function finishResumeRead(
  db: Kysely<Database>,
  applicationId: number,
  token: string,
  outcome: 'parsed' | 'no_text' | 'failed',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('application_resume_reads')
    .set({ outcome, finished_at: at, lease_until: null, lease_token: null })
    .where('application_id', '=', applicationId)
    .where('lease_token', '=', token)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The text read from an application's resume, kept only while the application is not erased
 * (an erasure during the read leaves nothing behind) and when no other text was written
 * meanwhile (a recruiter's reviewed text wins).
 */
export function insertReadResumeText(
  db: Kysely<Database>,
  applicationId: number,
  resume: { text: string; skills: string; at: string },
) {
  const columns = resumeTextColumns(resume.text, resume.skills, resume.at);
  return db
    .insertInto('application_resume_texts')
    .columns(['application_id', 'text', 'skills', 'created_at'])
    .expression(
      db
        .selectFrom('job_applications')
        .select((eb) => [
          'id',
          eb.val(columns.text).as('text'),
          eb.val(columns.skills).as('skills'),
          eb.val(columns.created_at).as('created_at'),
        ])
        .where('id', '=', applicationId)
        .where('erased_at', 'is', null),
    )
    .onConflict((oc) => oc.column('application_id').doNothing())
    .execute();
}
