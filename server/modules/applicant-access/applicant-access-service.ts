import { createHash } from 'node:crypto';
import type {
  ApplicantLinkRequest,
  ContactCorrection,
  GrievanceInput,
  NominationInput,
} from '@vistaar/shared/validation';
import type { Kysely, Transaction } from 'kysely';
import {
  APPLICANT_LINK_LIMIT_PER_ADDRESS,
  APPLICANT_LINK_LIMIT_PER_EMAIL,
  EMAIL_CHANGE_CONFIRMATION_HOURS,
  ERASURE_CONFIRMATION_HOURS,
} from '@vistaar/shared/config';
import { company } from '@vistaar/shared/config/company';
import { APPLICATION_SOURCE_LABELS } from '@vistaar/shared/config/candidates';
import { GENDER_OPTIONS } from '@vistaar/shared/config/options';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import {
  emailChangeConfirmationPath,
  erasureConfirmationPath,
  myApplicationPath,
} from '@vistaar/shared/config/routes';
import type { ApplicantFields, MyApplication, SharedWith } from '@vistaar/shared/contract';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { noticePeriodText } from '@vistaar/shared/lib/notice-period';
import { privacyRequestMessages } from '@vistaar/shared/validation/privacy-request-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import {
  HttpError,
  badRequest,
  conflict,
  found,
  notFound,
  tooManyRequests,
} from '../../lib/http-error';
import { hitCounter } from '../../lib/rate-counter';
import {
  findEntryStageId,
  findLiveToken,
  followContactCorrection,
  GENERAL_APPLICATION_TITLE,
  hasPendingErasure,
  issueApplicantToken,
  readScreeningAnswers,
  retireEarlierTokens,
  useToken,
} from '../applications';
import { scrubAfterErasure, type ScrubLog } from '../erasure';
import { mailAbout, type Mailer, type OutgoingMail } from '../mail';
import { findNomination, removeNomination, saveNomination } from '../nominations';
import { insertEvent, setApplicationStage } from '../pipeline';
import { eraseApplicantData } from './applicant-erasure';
import {
  countInterviewers,
  countMessagesTo,
  countStaffViews,
  findApplicantApplication,
  findResumeFile,
  findWithdrawnStage,
  listApplicationsByEmail,
  wasErased,
  type ApplicantApplicationRow,
} from './applicant-access-repository';
import { applicantStatus } from './applicant-status';
import {
  applicantLinksMail,
  emailChangeConfirmationMail,
  emailChangedNoticeMail,
  erasureConfirmationMail,
} from './applicant-access-mails';
import { listApplicationRequests, recordSelfServiceRequest } from '../privacy-requests';

const WITHDRAWN_BY_APPLICANT = 'Withdrawn by the applicant';
const HOUR_SECONDS = 3600;
/** Erasure confirmations one application may ask for in an hour: each sends an e-mail. */
const ERASURE_REQUESTS_PER_HOUR = 3;
/** New e-mail addresses one application may be given in an hour: each is sent a link. */
const EMAIL_CHANGES_PER_HOUR = 3;

const hoursFromNow = (hours: number) =>
  new Date(Date.now() + hours * HOUR_SECONDS * 1000).toISOString();

/** What a 'My application' link leads to. */
export type ApplicantLink =
  { state: 'open'; applicationId: number } | { state: 'erased'; applicationId: number };

const genderLabel = (code: string) =>
  GENDER_OPTIONS.find((option) => option.value === code)?.label ?? 'Other';

const jobTitleOf = (row: { job_id: number | null; job_title: string | null }) =>
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

export interface ApplicantAccessDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  log: ScrubLog;
  /** Keys the hashes of the processing record an erasure leaves. */
  appSecret: string;
  /** Runs work after the answer has gone (its failures are logged), so the answer shows nothing of it. */
  afterAnswer: (work: () => Promise<void>) => void;
}

async function readRow(trx: Kysely<Database>, applicationId: number) {
  return found(
    await findApplicantApplication(trx, applicationId),
    privacyRequestMessages.linkUnknown,
  );
}

async function myApplication(trx: Kysely<Database>, applicationId: number): Promise<MyApplication> {
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
async function openOrGone(db: Kysely<Database>, token: string): Promise<number> {
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

/** A fresh link to each application made with this address; earlier links work until one is opened. */
async function mailNewLinks({ db, mailer, publicUrl }: ApplicantAccessDeps, normalized: string) {
  await db.transaction().execute(async (trx) => {
    const applications = await listApplicationsByEmail(trx, normalized);
    const links: { jobTitle: string; appliedOn: string; url: string }[] = [];
    for (const application of applications) {
      const token = await issueApplicantToken(trx, application.id, 'access', null, {
        keepEarlier: true,
      });
      links.push({
        jobTitle: jobTitleOf(application),
        appliedOn: indiaDateOf(application.created_at),
        url: `${publicUrl}${myApplicationPath(token)}`,
      });
    }
    if (links.length === 0) return;
    await mailer.enqueue(applicantLinksMail({ to: applications[0].email, links }), trx);
  });
  await mailer.flush();
}

/**
 * Counts the request, then looks the address up after the answer has gone: the answer, and
 * the time it takes, are the same whether or not the address applied, so it tells nobody who did.
 */
export async function sendNewLinks(
  deps: ApplicantAccessDeps,
  body: ApplicantLinkRequest,
  clientIp: string | null,
): Promise<void> {
  const { db } = deps;
  const normalized = body.email.toLowerCase();
  const emailKey = createHash('sha256').update(normalized).digest('hex');
  const perEmail = await hitCounter(
    db,
    `applicant-link:email:${emailKey}`,
    HOUR_SECONDS,
    APPLICANT_LINK_LIMIT_PER_EMAIL,
  );
  const perAddress = await hitCounter(
    db,
    `applicant-link:ip:${clientIp ?? 'unknown'}`,
    HOUR_SECONDS,
    APPLICANT_LINK_LIMIT_PER_ADDRESS,
  );
  if (!perEmail.allowed || !perAddress.allowed) {
    throw tooManyRequests(
      privacyRequestMessages.linkTooMany,
      Math.max(perEmail.retryAfterSeconds, perAddress.retryAfterSeconds),
    );
  }
  deps.afterAnswer(() => mailNewLinks(deps, normalized));
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
      requesterName: `${row.first_name} ${row.last_name}`,
      requesterEmail: row.email,
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

/** An applicant's change: one transaction with the application's row; answers the page as it then is. */
async function changeMyApplication(
  db: Kysely<Database>,
  applicationId: number,
  change: (trx: Transaction<Database>, row: ApplicantApplicationRow) => Promise<void>,
): Promise<MyApplication> {
  return db.transaction().execute(async (trx) => {
    await change(trx, await readRow(trx, applicationId));
    return myApplication(trx, applicationId);
  });
}

/**
 * Phone, e-mail and address, under the application form's rules; on the timeline and audit
 * trail. Phone and address change at once. A new e-mail address (not merely in other
 * letter case) waits for the link sent to it: until it is opened, mail, erasure
 * confirmations included, goes on to the address the application has.
 */
export async function correctContact(
  { db, mailer, publicUrl }: ApplicantAccessDeps,
  token: string,
  input: ContactCorrection,
  actor: AuditActor,
): Promise<{ application: MyApplication; emailPending: boolean }> {
  const applicationId = await openOrGone(db, token);
  const current = await readRow(db, applicationId);
  const emailPending = input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailPending) {
    const limit = await hitCounter(
      db,
      `applicant-email-change:${applicationId}`,
      HOUR_SECONDS,
      EMAIL_CHANGES_PER_HOUR,
    );
    if (!limit.allowed) {
      throw tooManyRequests(privacyRequestMessages.linkTooMany, limit.retryAfterSeconds);
    }
  }
  const application = await changeMyApplication(db, applicationId, async (trx, row) => {
    const before = {
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
    };
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter(
      (field) => before[field] !== input[field],
    );
    if (changed.length === 0) throw badRequest(privacyRequestMessages.noChange);
    const at = nowIso();
    await trx
      .updateTable('job_applications')
      .set({
        ...(emailPending
          ? {}
          : { email: input.email, email_normalized: input.email.toLowerCase() }),
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
      })
      .where('id', '=', applicationId)
      .execute();
    await followContactCorrection(
      trx,
      applicationId,
      { phone: input.phone, ...(emailPending ? {} : { email: input.email }) },
      at,
    );
    const done = changed.filter((field) => !(emailPending && field === 'email'));
    if (done.length > 0) {
      const fieldNames = done.join(', ');
      await insertEvent(trx, {
        application_id: applicationId,
        kind: 'applicant-corrected',
        staff_id: null,
        from_stage_id: null,
        to_stage_id: null,
        rejection_reason_id: null,
        comment: `Changed: ${fieldNames}`,
        created_at: at,
      });
      await recordSelfServiceRequest(trx, {
        kind: 'correction',
        applicationId,
        requesterName: `${row.first_name} ${row.last_name}`,
        requesterEmail: row.email,
        details: `Asked to correct: ${fieldNames}.`,
        completedWith: `Corrected on My application: ${fieldNames}.`,
      });
    }
    if (emailPending) {
      const confirmation = await issueApplicantToken(
        trx,
        applicationId,
        'email-change',
        hoursFromNow(EMAIL_CHANGE_CONFIRMATION_HOURS),
        { newEmail: input.email },
      );
      await enqueueAboutApplication(
        mailer,
        trx,
        applicationId,
        emailChangeConfirmationMail({
          to: input.email,
          jobTitle: jobTitleOf(row),
          url: `${publicUrl}${emailChangeConfirmationPath(confirmation)}`,
        }),
      );
    }
    // Field names only: the audit trail keeps no copy of the personal data itself.
    await recordAudit(trx, actor, {
      action: 'application.corrected-by-applicant',
      entity: 'application',
      entityId: applicationId,
      details: { fields: done, ...(emailPending ? { emailChangeSent: true } : {}) },
    });
  });
  if (emailPending) void mailer.flush();
  return { application, emailPending };
}

/** Whether an e-mail change link may still be used (for its page). */
export async function emailChangeLinkIsLive(db: Kysely<Database>, token: string) {
  return (await findLiveToken(db, token, 'email-change')) !== undefined;
}

/**
 * The new address's owner opened the link: the application takes the address, once, and the
 * address it had is told (so a change made by someone else does not go unnoticed).
 */
export async function confirmEmailChange(
  { db, mailer }: ApplicantAccessDeps,
  token: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await findLiveToken(trx, token, 'email-change');
    const newEmail = link?.new_email;
    if (!link || !newEmail || (await wasErased(trx, link.application_id))) {
      throw notFound(privacyRequestMessages.emailLinkInvalid);
    }
    if (!(await useToken(trx, link.id))) throw notFound(privacyRequestMessages.emailLinkInvalid);
    const applicationId = link.application_id;
    const row = await readRow(trx, applicationId);
    await trx
      .updateTable('applicant_access_tokens')
      .set({ new_email: null })
      .where('id', '=', link.id)
      .execute();
    await trx
      .updateTable('job_applications')
      .set({ email: newEmail, email_normalized: newEmail.toLowerCase() })
      .where('id', '=', applicationId)
      .execute();
    const at = nowIso();
    await followContactCorrection(trx, applicationId, { email: newEmail }, at);
    await insertEvent(trx, {
      application_id: applicationId,
      kind: 'applicant-corrected',
      staff_id: null,
      from_stage_id: null,
      to_stage_id: null,
      rejection_reason_id: null,
      comment: 'Changed: email (confirmed from the new address)',
      created_at: at,
    });
    await recordSelfServiceRequest(trx, {
      kind: 'correction',
      applicationId,
      requesterName: `${row.first_name} ${row.last_name}`,
      requesterEmail: newEmail,
      details: 'Asked to correct: email.',
      completedWith: 'Corrected on My application: email, confirmed from the new address.',
    });
    await recordAudit(trx, actor, {
      action: 'application.email-changed-by-applicant',
      entity: 'application',
      entityId: applicationId,
      details: { fields: ['email'] },
    });
    await enqueueAboutApplication(
      mailer,
      trx,
      applicationId,
      emailChangedNoticeMail({ to: row.email, newEmail, jobTitle: jobTitleOf(row) }),
    );
  });
  void mailer.flush();
}

/** Queues an e-mail about one application, tagged so that the application's erasure finds it. */
function enqueueAboutApplication(
  mailer: Mailer,
  trx: Parameters<Mailer['enqueue']>[1],
  applicationId: number,
  mail: OutgoingMail,
) {
  return mailer.enqueue({ ...mail, about: mailAbout('application', applicationId) }, trx);
}

/** Moves the application to Withdrawn: recruiters see it there, and it stops moving on. */
export async function withdrawApplication(
  db: Kysely<Database>,
  token: string,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx, row) => {
    if (row.stage_kind === 'withdrawn') throw conflict(privacyRequestMessages.alreadyWithdrawn);
    if (row.stage_kind !== 'open') throw conflict(privacyRequestMessages.closed);
    const stage = await findWithdrawnStage(trx);
    if (!stage) throw conflict(privacyRequestMessages.closed);
    const at = nowIso();
    if (!(await setApplicationStage(trx, applicationId, row.stage_id, stage.id, at))) {
      throw conflict(privacyRequestMessages.closed);
    }
    await insertEvent(trx, {
      application_id: applicationId,
      kind: 'stage-moved',
      staff_id: null,
      from_stage_id: row.stage_id,
      to_stage_id: stage.id,
      rejection_reason_id: null,
      comment: WITHDRAWN_BY_APPLICANT,
      created_at: at,
    });
    await recordAudit(trx, actor, {
      action: 'application.withdrawn-by-applicant',
      entity: 'application',
      entityId: applicationId,
      details: { changes: { stageId: { from: row.stage_id, to: stage.id } } },
    });
  });
}

/** A complaint about how we handled the data, answered by staff within the target days. */
export async function fileGrievance(
  db: Kysely<Database>,
  token: string,
  input: GrievanceInput,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx, row) => {
    const id = await recordSelfServiceRequest(trx, {
      kind: 'grievance',
      applicationId,
      requesterName: `${row.first_name} ${row.last_name}`,
      requesterEmail: row.email,
      details: input.details,
    });
    await recordAudit(trx, actor, {
      action: 'privacy-request.received',
      entity: 'privacy-request',
      entityId: id,
      details: { kind: 'grievance', applicationId },
    });
  });
}

/**
 * Names (or replaces) the nominee who may exercise the applicant's rights on their death or
 * incapacity (DPDP Act 2023 s.14); kept with the notice version, like the consent given.
 */
export async function nameNominee(
  db: Kysely<Database>,
  token: string,
  input: NominationInput,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx, row) => {
    if (input.nomineeEmail.toLowerCase() === row.email_normalized) {
      throw badRequest(privacyRequestMessages.nomineeIsYou, {
        nomineeEmail: privacyRequestMessages.nomineeIsYou,
      });
    }
    await saveNomination(trx, 'application', applicationId, {
      ...input,
      noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
      at: nowIso(),
    });
    await recordAudit(trx, actor, {
      action: 'application.nominee-named-by-applicant',
      entity: 'application',
      entityId: applicationId,
    });
  });
}

/** Removes the applicant's nominee. */
export async function removeNominee(
  db: Kysely<Database>,
  token: string,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  return changeMyApplication(db, applicationId, async (trx) => {
    if (!(await removeNomination(trx, 'application', applicationId))) {
      throw badRequest(privacyRequestMessages.noNominee);
    }
    await recordAudit(trx, actor, {
      action: 'application.nominee-removed-by-applicant',
      entity: 'application',
      entityId: applicationId,
    });
  });
}

/** Erasure waits for the applicant to confirm from the e-mail address on the application. */
export async function requestErasure(
  { db, mailer, publicUrl }: ApplicantAccessDeps,
  token: string,
  actor: AuditActor,
): Promise<MyApplication> {
  const applicationId = await openOrGone(db, token);
  const limit = await hitCounter(
    db,
    `applicant-erasure:${applicationId}`,
    HOUR_SECONDS,
    ERASURE_REQUESTS_PER_HOUR,
  );
  if (!limit.allowed) {
    throw tooManyRequests(privacyRequestMessages.linkTooMany, limit.retryAfterSeconds);
  }
  const result = await changeMyApplication(db, applicationId, async (trx, row) => {
    const confirmation = await issueApplicantToken(
      trx,
      applicationId,
      'erasure',
      hoursFromNow(ERASURE_CONFIRMATION_HOURS),
    );
    const requests = await listApplicationRequests(trx, applicationId);
    if (!requests.some((request) => request.kind === 'erasure' && request.status === 'open')) {
      await recordSelfServiceRequest(trx, {
        kind: 'erasure',
        applicationId,
        requesterName: `${row.first_name} ${row.last_name}`,
        requesterEmail: row.email,
        details: 'Asked on My application to erase the application and its personal data.',
      });
    }
    await enqueueAboutApplication(
      mailer,
      trx,
      applicationId,
      erasureConfirmationMail({
        to: row.email,
        jobTitle: jobTitleOf(row),
        url: `${publicUrl}${erasureConfirmationPath(confirmation)}`,
      }),
    );
    await recordAudit(trx, actor, {
      action: 'application.erasure-requested-by-applicant',
      entity: 'application',
      entityId: applicationId,
    });
  });
  void mailer.flush();
  return result;
}

/** Whether an erasure confirmation link may still be used (for its page). */
export async function erasureLinkIsLive(db: Kysely<Database>, token: string): Promise<boolean> {
  return (await findLiveToken(db, token, 'erasure')) !== undefined;
}

/** The confirmed erasure: once, in one transaction with the link's use. */
export async function confirmErasure(
  { db, log, appSecret }: ApplicantAccessDeps,
  token: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await findLiveToken(trx, token, 'erasure');
    if (!link || !(await useToken(trx, link.id))) {
      throw notFound(privacyRequestMessages.erasureLinkInvalid);
    }
    await eraseApplicantData(trx, link.application_id, actor, appSecret);
  });
  await scrubAfterErasure(db, log);
}
