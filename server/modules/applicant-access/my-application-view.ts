import type { Kysely } from 'kysely';
import { company } from '@vistaar/shared/config/company';
import { APPLICATION_SOURCE_LABELS } from '@vistaar/shared/config/candidates';
import { GENDER_OPTIONS } from '@vistaar/shared/config/options';
import type { ApplicantFields, MyApplication, SharedWith } from '@vistaar/shared/contract';
import { noticePeriodText } from '@vistaar/shared/lib/notice-period';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { HttpError, found } from '../../lib/http-error';
import {
  findEntryStageId,
  findLiveToken,
  GENERAL_APPLICATION_TITLE,
  hasPendingErasure,
  readScreeningAnswers,
  retireEarlierTokens,
} from '../applications';
import { findNomination } from '../nominations';
import { listApplicationRequests, recordSelfServiceRequest } from '../privacy-requests';
import {
  countInterviewers,
  countMessagesTo,
  countStaffViews,
  findApplicantApplication,
  findResumeFile,
  wasErased,
  type ApplicantApplicationRow,
} from './applicant-access-repository';
import { applicantStatus } from './applicant-status';

/** What a 'My application' link leads to. */
export type ApplicantLink =
  { state: 'open'; applicationId: number } | { state: 'erased'; applicationId: number };

const genderLabel = (code: string) =>
  GENDER_OPTIONS.find((option) => option.value === code)?.label ?? 'Other';

export const jobTitleOf = (row: { job_id: number | null; job_title: string | null }) =>
  row.job_id === null ? GENERAL_APPLICATION_TITLE : (row.job_title ?? 'A job no longer listed');

function fieldsOf(row: ApplicantApplicationRow): ApplicantFields {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    dob: row.dob,
    gender: genderLabel(row.gender) as ApplicantFields['gender'],
    address: row.address,
    city: row.city,
    state: row.state,
    jobExperience: row.job_experience,
    currentCTC: row.current_ctc,
    expectedCTC: row.expected_ctc,
    currentEmployer: row.current_employer,
    currentLocation: row.current_location,
    noticePeriod: noticePeriodText({
      noticePeriod: row.notice_period,
      noticeUntil: row.notice_until,
      servingNotice: row.serving_notice === 1,
    }),
    cameFrom: `${APPLICATION_SOURCE_LABELS[row.source]}${row.source_detail ? `: ${row.source_detail}` : ''}`,
    // The questions as they were asked and the answers given; how staff weigh them is theirs.
    screeningAnswers: readScreeningAnswers(row.screening_answers).map(({ question, answer }) => ({
      question,
      answer,
    })),
  };
}

/** Who made a request from 'My application': the person the application names. */
export const requesterOf = (row: ApplicantApplicationRow, email = row.email) => ({
  requesterName: `${row.first_name} ${row.last_name}`,
  requesterEmail: email,
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who the data went to, by role: from the audit trail, the interviews and the e-mail outbox. */
async function sharedWith(db: Kysely<Database>, row: ApplicantApplicationRow) {
  const views = await countStaffViews(db, row.id);
  const list: SharedWith[] = [
    {
      recipient: `Hiring team of ${company.name}`,
      // The team is told of every application by e-mail, so it is listed before anyone opens it.
      detail:
        views === 0 ? 'told of your application, not opened yet' : plural(views, 'view', 'views'),
    },
  ];
  const interviewers = await countInterviewers(db, row.id);
  if (interviewers > 0) list.push({ recipient: 'Interviewers', detail: String(interviewers) });
  const messages = await countMessagesTo(db, row.email_normalized);
  if (messages > 0) {
    list.push({
      recipient: 'Our e-mail provider',
      detail: plural(messages, 'message to you', 'messages to you'),
    });
  }
  return list;
}

export async function readRow(trx: Kysely<Database>, applicationId: number) {
  return found(
    await findApplicantApplication(trx, applicationId),
    privacyRequestMessages.linkUnknown,
  );
}

export async function myApplication(
  trx: Kysely<Database>,
  applicationId: number,
): Promise<MyApplication> {
  const row = await readRow(trx, applicationId);
  const entryStageId = await findEntryStageId(trx);
  const requests = await listApplicationRequests(trx, applicationId);
  return {
    jobTitle: jobTitleOf(row),
    appliedAt: row.created_at,
    status: applicantStatus(
      { id: row.stage_id, name: row.stage_name, kind: row.stage_kind },
      entryStageId,
    ),
    withdrawn: row.stage_kind === 'withdrawn',
    fields: fieldsOf(row),
    resume: {
      fileName: row.resume_file_name ?? '',
      mediaType: row.resume_media_type ?? '',
      sizeBytes: Number(row.resume_size_bytes ?? 0),
    },
    sharedWith: await sharedWith(trx, row),
    requests: requests.map((request) => ({
      id: request.id,
      kind: request.kind,
      status: request.status,
      receivedAt: request.received_at,
      dueOn: request.due_on,
      response: request.response,
    })),
    erasureRequested: await hasPendingErasure(trx, applicationId),
    nominee: await findNomination(trx, 'application', applicationId),
  };
}

/**
 * The link's application, or 404 for a link that is wrong or was replaced. Opening a link
 * retires the ones sent before it: a new link replaces the old only once it is used.
 */
export async function resolveApplicantLink(
  db: Kysely<Database>,
  token: string,
): Promise<ApplicantLink> {
  const link = found(await findLiveToken(db, token, 'access'), privacyRequestMessages.linkUnknown);
  if (await wasErased(db, link.application_id)) {
    return { state: 'erased', applicationId: link.application_id };
  }
  await retireEarlierTokens(db, link);
  return { state: 'open', applicationId: link.application_id };
}

/** The application behind an open link; an erased one answers 410 with what happened. */
export async function openOrGone(db: Kysely<Database>, token: string): Promise<number> {
  const link = await resolveApplicantLink(db, token);
  if (link.state === 'erased') throw new HttpError(410, privacyRequestMessages.erased);
  return link.applicationId;
}

export async function viewMyApplication(
  db: Kysely<Database>,
  token: string,
): Promise<MyApplication> {
  return myApplication(db, await openOrGone(db, token));
}

/** Everything we hold about the application, the resume's bytes included. */
export async function downloadMyApplication(
  db: Kysely<Database>,
  token: string,
  actor: AuditActor,
) {
  const applicationId = await openOrGone(db, token);
  return db.transaction().execute(async (trx) => {
    const current = await myApplication(trx, applicationId);
    const row = await readRow(trx, applicationId);
    const file = await findResumeFile(trx, row.resume_file_id);
    await recordSelfServiceRequest(trx, {
      kind: 'access',
      applicationId,
      ...requesterOf(row),
      details: 'Downloaded a copy of the application data from My application.',
      completedWith: 'The data and the resume were downloaded from My application.',
    });
    await recordAudit(trx, actor, {
      action: 'application.data-downloaded-by-applicant',
      entity: 'application',
      entityId: applicationId,
    });
    return {
      exportedAt: nowIso(),
      controller: { name: company.legalName, contact: company.dataProtectionContact.email },
      application: {
        jobTitle: current.jobTitle,
        appliedAt: current.appliedAt,
        status: current.status,
        ...current.fields,
      },
      resume: file
        ? {
            fileName: file.original_name,
            mediaType: file.media_type,
            sizeBytes: Number(file.size_bytes),
            sha256: file.sha256,
            contentBase64: Buffer.from(file.content).toString('base64'),
          }
        : null,
      sharedWith: current.sharedWith,
      requests: current.requests,
      nominee: current.nominee,
    };
  });
}
