import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { myApplicationPath } from '@vistaar/shared/config/routes';
import {
  candidateMessages,
  manualCandidateSchema,
  type ApplicationSourceInput,
  type ManualCandidateInput,
} from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import { findJob, JOB_NOT_FOUND } from '../careers';
import { findEmployeeByCode } from '../employees';
import { mailAbout, recruitingReplyTo, type Mailer } from '../mail';
import { issueApplicantToken } from './applicant-tokens-repository';
import { addedCandidateNotice } from './application-mails';
import type { ApplicationUpload } from './application-upload';
import {
  findRecentApplication,
  GENERAL_APPLICATION_TITLE,
  insertApplication,
} from './applications-repository';
import { noticeAndCtcColumns } from './candidate-columns';
import { applicantContactColumns, linkCandidate, normalizedEmail } from './candidate-link';
import {
  checkedResumeType,
  parseFormData,
  storeResume,
  validateFields,
} from './submit-application';

export interface AddCandidateDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  recruitingInbox: string;
  log: FastifyBaseLogger;
}

/** The app's part of `AddCandidateDeps`, built the same way by every route that adds one. */
export const addCandidateDeps = (app: FastifyInstance): Omit<AddCandidateDeps, 'log'> => ({
  db: app.database.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  recruitingInbox: app.config.recruitingInbox,
});

const CANDIDATE_ALREADY_ADDED = 'This candidate already has an application for this job.';
/** The same refusal for the pool, where there is no job to speak of. */
const CANDIDATE_ALREADY_IN_POOL =
  'This person is already in the talent pool. Choose a job to add them to, or discard this copy.';

/** Who referred the candidate, for a referral; an unknown code is the recruiter's slip. */
export async function referrerColumns(
  db: Kysely<Database>,
  input: Pick<ApplicationSourceInput, 'source' | 'referrerCode' | 'sourceDetail'>,
) {
  let referrer: number | null = null;
  if (input.source === 'referral') {
    const employee = await findEmployeeByCode(db, input.referrerCode);
    if (!employee) {
      throw badRequest(candidateMessages.referrerUnknown, {
        referrerCode: candidateMessages.referrerUnknown,
      });
    }
    referrer = employee.id;
  }
  return {
    source: input.source as ApplicationSourceInput['source'] &
      Database['job_applications']['source'],
    source_detail: input.sourceDetail,
    referrer_employee_id: referrer,
  };
}

/** A resume already stored in the caller's transaction. */
export interface AddedResume {
  fileId: number;
  /** SHA-256 of its bytes, in hex. */
  sha256: string;
}

/**
 * A candidate a recruiter sourced or was referred, added to a job with a resume (checked as a
 * public upload is), the source and how the candidate's consent was obtained. The row, the
 * resume, the audit entry and the e-mail with the privacy notice and the candidate's
 * 'My application' link commit together or not at all.
 */
export async function addCandidate(
  deps: AddCandidateDeps,
  actor: AuditActor,
  jobId: number,
  upload: ApplicationUpload,
): Promise<number> {
  const form = parseFormData(upload.formData);
  const input = await validateFields(manualCandidateSchema, form, Boolean(upload.resume));
  const resume = upload.resume!;
  const type = await checkedResumeType(resume, deps.log);
  const sha256 = createHash('sha256').update(resume.content).digest('hex');

  const id = await deps.db.transaction().execute(async (trx) => {
    found(await findJob(trx, jobId), JOB_NOT_FOUND);
    const fileId = await storeResume(trx, resume, type);
    return insertAddedCandidate(trx, deps, actor, jobId, input, { fileId, sha256 });
  });
  // After commit: the outbox already holds the e-mail, so a mail failure only delays it.
  void deps.mailer.flush();
  return id;
}

/**
 * The staff-added application itself, inside the caller's transaction: the candidate (linked
 * by e-mail), the row with the consent as the recruiter recorded it, the audit entry and the
 * privacy notice e-mail. `jobId` null makes a general application (a candidate for the pool).
 * The caller stores the resume and flushes the outbox after commit.
 */
export async function insertAddedCandidate(
  trx: Transaction<Database>,
  deps: Pick<AddCandidateDeps, 'mailer' | 'publicUrl' | 'recruitingInbox'>,
  actor: AuditActor,
  jobId: number | null,
  input: ManualCandidateInput,
  resume: AddedResume,
): Promise<number> {
  const jobTitle =
    jobId === null
      ? GENERAL_APPLICATION_TITLE
      : found(await findJob(trx, jobId), JOB_NOT_FOUND).title;
  const emailNormalized = normalizedEmail(input.email);
  if (await findRecentApplication(trx, emailNormalized, jobId, '')) {
    const message = jobId === null ? CANDIDATE_ALREADY_IN_POOL : CANDIDATE_ALREADY_ADDED;
    throw conflict(message, { email: message });
  }
  const source = await referrerColumns(trx, input);
  const addedAt = nowIso();
  const candidateId = await linkCandidate(trx, input, {
    source: source.source,
    // The recruiter records how this application's consent was obtained, not the choice.
    keepForOtherRoles: null,
    at: addedAt,
  });
  const applicationId = await insertApplication(trx, {
    job_id: jobId,
    ...applicantContactColumns(input),
    // What the recruiter does not know stays empty; the candidate can add it later.
    dob: '',
    gender: '',
    address: '',
    city: input.city,
    state: input.state,
    job_experience: input.jobExperience,
    ...noticeAndCtcColumns(input),
    current_employer: input.currentEmployer,
    current_location: input.currentLocation,
    resume_file_id: resume.fileId,
    submission_hash: createHash('sha256')
      .update(JSON.stringify([input, resume.sha256]))
      .digest('hex'),
    client_ip: null,
    created_at: addedAt,
    // The notice the candidate agreed to through the recruiter, and is now sent.
    notice_version: PRIVACY_NOTICE_VERSIONS.application,
    consented_at: addedAt,
    consent_source: input.consentSource as Database['job_applications']['consent_source'],
    ...source,
    added_by: actor.staffId,
    candidate_id: candidateId,
  });
  await recordAudit(trx, actor, {
    action: 'application.added-by-staff',
    entity: 'application',
    entityId: applicationId,
    details: {
      jobId,
      source: input.source,
      consentSource: input.consentSource,
      ...(source.referrer_employee_id ? { referrerEmployeeId: source.referrer_employee_id } : {}),
    },
  });
  const token = await issueApplicantToken(trx, applicationId, 'access');
  await deps.mailer.enqueue(
    {
      ...addedCandidateNotice({
        to: input.email,
        firstName: input.firstName,
        jobTitle,
        myApplicationUrl: `${deps.publicUrl}${myApplicationPath(token)}`,
      }),
      replyTo: recruitingReplyTo(deps.recruitingInbox),
      about: mailAbout('application', applicationId),
    },
    trx,
  );
  return applicationId;
}
