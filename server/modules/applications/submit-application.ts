import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AnySchema, InferType } from 'yup';
import { myApplicationPath, paths } from '@vistaar/shared/config/routes';
import { RECORD_ID_MAX } from '@vistaar/shared/validation';
import {
  applicationMessages,
  applicationSchema,
} from '@vistaar/shared/validation/application-schema';
import { dialectOf, nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, tooManyRequests } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import {
  cleanFileName,
  detectResumeType,
  EXTENSIONS,
  insertStoredFile,
  MEDIA_TYPES,
  type ResumeType,
} from '../files';
import { mailAbout, recruitingReplyTo, type Mailer } from '../mail';
import { issueApplicantToken } from './applicant-tokens-repository';
import { applicantAcknowledgement, hrNotification } from './application-mails';
import { publicReference } from './public-reference';
import { noticeAndCtcColumns, publicSource } from './candidate-columns';
import type { ApplicationUpload } from './application-upload';
import {
  countApplicationsSince,
  findAcknowledgementTemplate,
  findRecentApplication,
  insertApplication,
} from './applications-repository';
import { company } from '@vistaar/shared/config/company';
import { recordFormOptIns } from '../consent';
import type { WhatsappOutbox } from '../whatsapp';
import { findJob, isJobOpen, JOB_CLOSED_MESSAGE, readScreeningQuestions } from '../careers';
import { findKnockoutStageId } from './entry-stage-repository';
import { screenAnswers } from './screening-answers';
import { applicantContactColumns, linkCandidate, normalizedEmail } from './candidate-link';

const DUPLICATE_WINDOW_MS = 10 * 60_000;
const PER_JOB_DAILY_LIMIT = 3;
const DAY_MS = 24 * 3_600_000;

export interface SubmitDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  hrInbox: string;
  /** Where the applicant's reply to the acknowledgement goes. */
  recruitingInbox: string;
  publicUrl: string;
  /** Keys the reference the applicant is told, so it never shows the row's sequential id. */
  appSecret: string;
  whatsapp: WhatsappOutbox;
  log: FastifyBaseLogger;
}

export type SubmitOutcome =
  { kind: 'created'; id: number } | { kind: 'duplicate'; id: number } | { kind: 'honeypot' };

const unreadable = () =>
  badRequest('The application details could not be read.', {
    formData: 'The application details could not be read.',
  });

export function parseFormData(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (raw === undefined || raw === '') return {};
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw unreadable();
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable();
  return value as Record<string, unknown>;
}

/** Field errors and a missing resume are reported together, so the form shows them all at once. */
export async function validateFields<S extends AnySchema>(
  schema: S,
  form: Record<string, unknown>,
  hasResume: boolean,
): Promise<InferType<S>> {
  const resumeError = { formResume: applicationMessages.resumeRequired };
  try {
    const input = await validateWith(schema, form);
    if (!hasResume) throw badRequest(applicationMessages.resumeRequired, resumeError);
    return input;
  } catch (error) {
    if (!hasResume && error instanceof HttpError && error.statusCode === 400 && error.errors) {
      throw badRequest(error.message, { ...error.errors, ...resumeError });
    }
    throw error;
  }
}

/** The resume's type, from its bytes: a file that is not a PDF or Word document is refused. */
export async function checkedResumeType(
  resume: NonNullable<ApplicationUpload['resume']>,
  log: FastifyBaseLogger,
): Promise<ResumeType> {
  const type = await detectResumeType(resume.content);
  if (!type) {
    log.warn(
      { event: 'careers.apply.refused', reason: 'file-type', bytes: resume.content.length },
      'resume refused: not a PDF or Word document',
    );
    throw new HttpError(415, applicationMessages.resumeType);
  }
  return type;
}

/** Stores the checked resume in the application's transaction; answers its file id. */
export function storeResume(
  trx: Kysely<Database>,
  resume: NonNullable<ApplicationUpload['resume']>,
  type: ResumeType,
): Promise<number> {
  return insertStoredFile(trx, {
    purpose: 'resume',
    originalName: cleanFileName(resume.fileName, 'resume', EXTENSIONS[type]),
    mediaType: MEDIA_TYPES[type],
    content: resume.content,
  });
}

/** Same person, same job: a lock so two simultaneous submissions cannot both pass the duplicate check. */
async function lockApplicant(trx: Kysely<Database>, key: string) {
  // SQLite runs one transaction at a time on its single connection; PostgreSQL needs the lock.
  if (dialectOf(trx) === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }
}

/**
 * Checks and stores one application: the resume, the row (with the notice version, the
 * consent and the opt-in for other roles) and both e-mails commit together or not at all.
 * Without the applicant's consent, or with a notice the server does not know, the shared
 * schema refuses it before anything is stored. Repeats within 10 minutes answer the existing id.
 */
export async function submitApplication(
  deps: SubmitDependencies,
  upload: ApplicationUpload,
  clientIp: string | null,
): Promise<SubmitOutcome> {
  const form = parseFormData(upload.formData);
  const honeypot = [form.website, upload.website].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  if (honeypot) {
    deps.log.warn({ event: 'careers.apply.honeypot' }, 'application refused silently: honeypot');
    return { kind: 'honeypot' };
  }

  const input = await validateFields(applicationSchema, form, Boolean(upload.resume));
  const resume = upload.resume!;
  const type = await checkedResumeType(resume, deps.log);

  const jobId = input.jobId > 0 ? input.jobId : null;
  const emailNormalized = normalizedEmail(input.email);
  const resumeHash = createHash('sha256').update(resume.content).digest('hex');
  const submissionHash = createHash('sha256')
    .update(JSON.stringify([input, resumeHash]))
    .digest('hex');

  const outcome = await deps.db.transaction().execute(async (trx): Promise<SubmitOutcome> => {
    // Read inside the transaction, so a job closed a moment ago takes no more applications.
    // An id past the column's range names no job; PostgreSQL would refuse to compare it.
    const job = jobId === null || jobId > RECORD_ID_MAX ? undefined : await findJob(trx, jobId);
    if (jobId !== null && (!job || !isJobOpen(job))) {
      throw badRequest(JOB_CLOSED_MESSAGE, { jobId: JOB_CLOSED_MESSAGE });
    }
    const jobTitle = job?.title ?? null;
    const screening = screenAnswers(
      job ? readScreeningQuestions(job.screening_questions) : [],
      input.screeningAnswers,
    );
    await lockApplicant(trx, `apply:${emailNormalized}:${jobId ?? 0}`);
    const now = Date.now();
    const repeat = await findRecentApplication(
      trx,
      emailNormalized,
      jobId,
      new Date(now - DUPLICATE_WINDOW_MS).toISOString(),
    );
    if (repeat) return { kind: 'duplicate', id: repeat.id };

    const today = await countApplicationsSince(
      trx,
      emailNormalized,
      jobId,
      new Date(now - DAY_MS).toISOString(),
    );
    if (today.count >= PER_JOB_DAILY_LIMIT) {
      deps.log.warn({ event: 'careers.apply.limited', jobId }, 'too many applications for one job');
      const retryAfter = today.oldest ? (Date.parse(today.oldest) + DAY_MS - now) / 1000 : 3600;
      throw tooManyRequests(
        `You have already applied for this position ${PER_JOB_DAILY_LIMIT} times today. Please try again tomorrow.`,
        retryAfter,
      );
    }

    const submittedAt = nowIso();
    const resumeFileId = await storeResume(trx, resume, type);
    const source = publicSource(input, new URL(deps.publicUrl).hostname);
    // Whether or not the person applied before, the answer below is the same.
    const candidateId = await linkCandidate(trx, input, {
      source: source.source,
      keepForOtherRoles: Boolean(input.keepForOtherRoles),
      at: submittedAt,
    });
    await recordFormOptIns(
      trx,
      candidateId,
      input.phone,
      [
        ...(input.whatsappUpdates ? (['whatsapp'] as const) : []),
        ...(input.smsUpdates ? (['sms'] as const) : []),
      ],
      submittedAt,
    );

    const id = await insertApplication(
      trx,
      {
        job_id: jobId,
        ...applicantContactColumns(input),
        dob: input.dob,
        gender: input.gender,
        address: input.address,
        city: input.city,
        state: input.state,
        job_experience: input.jobExperience,
        ...noticeAndCtcColumns(input),
        ...source,
        current_employer: input.currentEmployer,
        current_location: input.currentLocation,
        resume_file_id: resumeFileId,
        submission_hash: submissionHash,
        client_ip: clientIp,
        created_at: submittedAt,
        notice_version: input.noticeVersion,
        consented_at: submittedAt,
        keep_for_other_roles: input.keepForOtherRoles ? 1 : 0,
        screening_answers: JSON.stringify(screening.answers),
        knocked_out: screening.knockedOut ? 1 : 0,
        candidate_id: candidateId,
      },
      // Knocked out: it waits in the job's chosen stage for a recruiter to confirm, never rejected here.
      screening.knockedOut
        ? await findKnockoutStageId(trx, job?.knockout_stage_id ?? null)
        : undefined,
    );

    const about = mailAbout('application', id);
    const accessToken = await issueApplicantToken(trx, id, 'access');
    await deps.mailer.enqueue(
      {
        ...applicantAcknowledgement(
          {
            to: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            jobTitle,
            reference: publicReference(deps.appSecret, id),
            myApplicationUrl: `${deps.publicUrl}${myApplicationPath(accessToken)}`,
            keptForOtherRoles: Boolean(input.keepForOtherRoles),
          },
          await findAcknowledgementTemplate(trx),
        ),
        replyTo: recruitingReplyTo(deps.recruitingInbox),
        about,
      },
      trx,
    );
    await deps.mailer.enqueue(
      {
        ...hrNotification({
          to: deps.hrInbox,
          fullName: `${input.firstName} ${input.lastName}`,
          jobTitle,
          applicationsUrl: `${deps.publicUrl}${paths.appliedJob}`,
        }),
        about,
      },
      trx,
    );
    // Only to a candidate who ticked WhatsApp on this form (or opted in before) for this number.
    await deps.whatsapp.enqueueTemplate(trx, {
      candidateId,
      applicationId: id,
      purpose: 'application_received',
      parameters: [
        input.firstName,
        jobTitle ?? company.name,
        String(publicReference(deps.appSecret, id)),
      ],
    });
    return { kind: 'created', id };
  });

  if (outcome.kind === 'created') {
    deps.log.info(
      { event: 'careers.apply.stored', applicationId: outcome.id, jobId },
      'application stored',
    );
    // After commit: the outbox already holds both e-mails, so a mail failure only delays them.
    void deps.mailer.flush();
    void deps.whatsapp.flush();
  } else if (outcome.kind === 'duplicate') {
    deps.log.info(
      { event: 'careers.apply.duplicate', applicationId: outcome.id, jobId },
      'repeated application answered with the existing one',
    );
  }
  return outcome;
}
