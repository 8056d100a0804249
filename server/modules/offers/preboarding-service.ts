import type { Kysely, Transaction } from 'kysely';
import { offerPath } from '@vistaar/shared/config';
import {
  DEFAULT_PREBOARDING_DOCUMENTS,
  type PreboardingDocumentStatus,
} from '@vistaar/shared/config/preboarding';
import {
  aadhaarUploadSchema,
  panUploadSchema,
  preboardingMessages,
  type JoiningDateAnswerInput,
  type PreboardingAcceptInput,
  type PreboardingDocumentListInput,
} from '@vistaar/shared/validation/preboarding-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found, gone, notFound } from '../../lib/http-error';
import { validateWith } from '../../lib/yup-errors';
import { newSessionToken, tokenDigest } from '../auth';
import { deleteStoredFiles, insertStoredFile } from '../files';
import { candidateOfferMessages, offerByToken } from './candidate-offer-service';
import type { OfferDeps } from './offer-common';
import { documentAskedAgainMail, joiningDecisionMail } from './preboarding-mails';
import {
  declinePendingRequests,
  decideJoiningRequest,
  deleteJobDocuments,
  findJoiningRequest,
  findOfferDocument,
  insertJobDocuments,
  insertJoiningRequest,
  insertOfferDocuments,
  listJobDocuments,
  updateDocumentFrom,
} from './preboarding-repository';
import type { PreboardingUpload } from './preboarding-upload';
import { toPreboarding } from './preboarding-views';
import {
  addOfferEvent,
  replaceOfferLink,
  updateOfferFrom,
  type OfferWithApplication,
} from './offers-repository';

const preboardingStateMessages = {
  notAccepted: 'Pre-boarding opens once the offer is accepted.',
  documentNotFound: 'This document is not on the list.',
  alreadyAccepted: 'This document has been accepted already.',
  notWaiting: 'Only an uploaded document waiting for review can be accepted or asked for again.',
  requestNotFound: 'This joining date request does not exist.',
  requestDecided: 'This request has been answered already.',
  jobNotFound: 'This job does not exist.',
  sameDate: 'This is your joining date already: confirm it instead.',
} as const;

async function mustFindJob(db: Kysely<Database>, jobId: number) {
  const job = await db.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst();
  if (!job) throw notFound(preboardingStateMessages.jobNotFound);
}

/** The documents a job asks for: its own list, or the default one while it has none. */
export async function jobDocumentList(db: Kysely<Database>, jobId: number) {
  await mustFindJob(db, jobId);
  const own = await listJobDocuments(db, jobId);
  return own.length
    ? { jobId, isDefault: false, documents: own }
    : { jobId, isDefault: true, documents: [...DEFAULT_PREBOARDING_DOCUMENTS] };
}

export async function setJobDocumentList(
  db: Kysely<Database>,
  actor: AuditActor,
  jobId: number,
  input: PreboardingDocumentListInput,
) {
  await mustFindJob(db, jobId);
  await db.transaction().execute(async (trx) => {
    await deleteJobDocuments(trx, jobId);
    await insertJobDocuments(trx, jobId, input.documents);
    await recordAudit(trx, actor, {
      action: 'job.preboarding-documents-set',
      entity: 'job',
      entityId: jobId,
      details: { documents: input.documents.length },
    });
  });
}

/**
 * An accepted offer's documents, copied from its job's list the first time they are needed:
 * a list HR changes later applies to offers accepted after that.
 */
export async function ensurePreboarding(db: Kysely<Database>, offer: OfferWithApplication) {
  if (offer.status !== 'accepted') throw conflict(preboardingStateMessages.notAccepted);
  const existing = await db
    .selectFrom('preboarding_documents')
    .select('id')
    .where('offer_id', '=', offer.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const list = offer.job_id === null ? undefined : await listJobDocuments(db, offer.job_id);
  await insertOfferDocuments(db, offer.id, list?.length ? list : DEFAULT_PREBOARDING_DOCUMENTS);
}

/** The offer a candidate's link opens for pre-boarding: only an accepted one. */
export async function preboardingOfferByToken(db: Kysely<Database>, token: string) {
  const offer = await offerByToken(db, token);
  if (offer.status === 'superseded') throw gone(candidateOfferMessages.replaced);
  if (offer.status === 'withdrawn') throw gone(candidateOfferMessages.withdrawn);
  await ensurePreboarding(db, offer);
  return offer;
}

/** What the candidate types with a PAN or an Aadhaar copy, checked; nothing for the others. */
async function documentNumber(kind: string, fields: Record<string, string>) {
  if (kind === 'pan') {
    return {
      number: (await validateWith(panUploadSchema, { panNumber: fields.panNumber })).panNumber,
      masked: 0,
    };
  }
  if (kind === 'aadhaar') {
    const input = await validateWith(aadhaarUploadSchema, {
      aadhaarLastFour: fields.aadhaarLastFour,
      masked: fields.masked,
    });
    return { number: input.aadhaarLastFour, masked: 1 };
  }
  return { number: null, masked: 0 };
}

const UPLOADABLE: readonly PreboardingDocumentStatus[] = ['to-upload', 'uploaded', 'asked-again'];

/**
 * The candidate uploads a document (a new copy replaces one not yet reviewed). The fields
 * are checked before the file is looked at, so a full Aadhaar number is refused whatever
 * came with it, and only its last four digits are ever stored.
 */
export async function uploadDocument(
  deps: OfferDeps,
  offer: OfferWithApplication,
  documentId: number,
  upload: PreboardingUpload,
  ip: string,
) {
  const { db } = deps;
  const doc = found(
    await findOfferDocument(db, offer.id, documentId),
    preboardingStateMessages.documentNotFound,
  );
  if (doc.status === 'accepted') throw conflict(preboardingStateMessages.alreadyAccepted);
  const { number, masked } = await documentNumber(doc.kind, upload.fields);
  const file = upload.file;
  if (!file) {
    throw badRequest(preboardingMessages.fileRequired, { file: preboardingMessages.fileRequired });
  }
  await db.transaction().execute(async (trx) => {
    const fileId = await insertStoredFile(trx, {
      purpose: 'preboarding',
      originalName: file.originalName,
      mediaType: file.mediaType,
      content: file.content,
    });
    const at = nowIso();
    const changed = await updateDocumentFrom(trx, doc.id, UPLOADABLE, {
      status: 'uploaded',
      file_id: fileId,
      number,
      masked_by_candidate: masked,
      uploaded_at: at,
      reason: null,
      reviewed_at: null,
      reviewed_by: null,
    });
    if (!changed) throw conflict(preboardingStateMessages.alreadyAccepted);
    if (doc.file_id !== null) await deleteStoredFiles(trx, [doc.file_id]);
    await addOfferEvent(trx, {
      offerId: offer.id,
      kind: 'document-uploaded',
      staffId: null,
      comment: doc.label,
    });
    await recordAudit(
      trx,
      { staffId: null, ip },
      {
        action: 'offer.document-uploaded',
        entity: 'offer',
        entityId: offer.id,
        details: { documentId: doc.id, kind: doc.kind },
      },
    );
  });
}

/** A fresh private link for a mail to the candidate (see `replaceOfferLink`). */
async function freshLink(deps: OfferDeps, trx: Transaction<Database>, offer: OfferWithApplication) {
  const token = newSessionToken();
  const renewed = await replaceOfferLink(trx, offer.id, tokenDigest(token), ['accepted']);
  if (!renewed) throw conflict(preboardingStateMessages.notAccepted);
  return `${deps.publicUrl}${offerPath(token)}`;
}

export type DocumentReview =
  ({ decision: 'accept' } & PreboardingAcceptInput) | { decision: 'ask-again'; reason: string };

/**
 * HR reviews an uploaded document: accepts it (an Aadhaar copy only once HR confirms it shows
 * only the last four digits), or asks for it again with a reason, which the candidate is
 * mailed with their link (and sent the document-request template on WhatsApp when they
 * opted in). A copy asked for again is deleted: an unmasked Aadhaar is never kept.
 */
export async function reviewDocument(
  deps: OfferDeps,
  actor: AuditActor,
  offer: OfferWithApplication,
  documentId: number,
  review: DocumentReview,
) {
  const { db } = deps;
  if (offer.status !== 'accepted') throw conflict(preboardingStateMessages.notAccepted);
  const doc = found(
    await findOfferDocument(db, offer.id, documentId),
    preboardingStateMessages.documentNotFound,
  );
  if (doc.status !== 'uploaded') throw conflict(preboardingStateMessages.notWaiting);
  if (review.decision === 'accept' && doc.kind === 'aadhaar' && review.maskedChecked !== true) {
    throw badRequest(preboardingMessages.maskedCheckRequired, {
      maskedChecked: preboardingMessages.maskedCheckRequired,
    });
  }
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    const accepted = review.decision === 'accept';
    const changed = await updateDocumentFrom(trx, doc.id, ['uploaded'], {
      status: accepted ? 'accepted' : 'asked-again',
      reason: accepted ? null : review.reason,
      reviewed_at: at,
      reviewed_by: actor.staffId,
      ...(accepted ? {} : { file_id: null }),
    });
    if (!changed) throw conflict(preboardingStateMessages.notWaiting);
    if (!accepted && doc.file_id !== null) await deleteStoredFiles(trx, [doc.file_id]);
    await addOfferEvent(trx, {
      offerId: offer.id,
      kind: accepted ? 'document-accepted' : 'document-asked-again',
      staffId: actor.staffId,
      comment: accepted ? doc.label : `${doc.label}: ${review.reason}`,
    });
    await recordAudit(trx, actor, {
      action: accepted ? 'offer.document-accepted' : 'offer.document-asked-again',
      entity: 'offer',
      entityId: offer.id,
      details: { documentId: doc.id, kind: doc.kind },
    });
    if (!accepted) {
      await deps.mailer.enqueue(
        documentAskedAgainMail({
          to: offer.email,
          firstName: offer.first_name,
          url: await freshLink(deps, trx, offer),
          applicationId: offer.application_id,
          label: doc.label,
          reason: review.reason,
        }),
        trx,
      );
      // On WhatsApp too when the candidate opted in; the private link goes by e-mail only.
      await deps.whatsapp.enqueueTemplate(trx, {
        candidateId: offer.candidate_id,
        applicationId: offer.application_id,
        purpose: 'document_request',
        parameters: [offer.first_name, doc.label, review.reason],
      });
    }
  });
  await deps.mailer.flush();
  await deps.whatsapp.flush();
}

/**
 * The candidate confirms the joining date or asks for another: either replaces a change they
 * asked for before that is still waiting.
 */
export async function answerJoiningDate(
  deps: OfferDeps,
  offer: OfferWithApplication,
  input: JoiningDateAnswerInput,
  ip: string,
) {
  const change = input.action === 'change';
  if (change && input.date === offer.joining_date) {
    throw badRequest(preboardingStateMessages.sameDate, {
      date: preboardingStateMessages.sameDate,
    });
  }
  await deps.db.transaction().execute(async (trx) => {
    await declinePendingRequests(trx, offer.id);
    await insertJoiningRequest(trx, {
      offer_id: offer.id,
      status: change ? 'pending' : 'confirmed',
      joining_date: change ? (input.date ?? '') : offer.joining_date,
      reason: change ? (input.reason ?? null) : null,
    });
    await addOfferEvent(trx, {
      offerId: offer.id,
      kind: change ? 'joining-change-requested' : 'joining-confirmed',
      staffId: null,
      comment: change ? `${input.date}: ${input.reason}` : offer.joining_date,
    });
    await recordAudit(
      trx,
      { staffId: null, ip },
      {
        action: change ? 'offer.joining-change-requested' : 'offer.joining-confirmed',
        entity: 'offer',
        entityId: offer.id,
      },
    );
  });
}

export type JoiningDecision = { decision: 'approve' } | { decision: 'decline'; reason: string };

/**
 * HR answers a joining date change: approving it moves the offer's joining date. The
 * candidate is mailed either way, with their link.
 */
export async function decideJoiningDate(
  deps: OfferDeps,
  actor: AuditActor,
  offer: OfferWithApplication,
  requestId: number,
  decision: JoiningDecision,
) {
  if (offer.status !== 'accepted') throw conflict(preboardingStateMessages.notAccepted);
  const request = found(
    await findJoiningRequest(deps.db, offer.id, requestId),
    preboardingStateMessages.requestNotFound,
  );
  if (request.status !== 'pending') throw conflict(preboardingStateMessages.requestDecided);
  const approved = decision.decision === 'approve';
  const reason = decision.decision === 'decline' ? decision.reason : null;
  await deps.db.transaction().execute(async (trx) => {
    const decided = await decideJoiningRequest(trx, request.id, {
      status: approved ? 'approved' : 'declined',
      decision_reason: reason,
      decided_by: actor.staffId,
    });
    if (!decided) throw conflict(preboardingStateMessages.requestDecided);
    if (approved) {
      const moved = await updateOfferFrom(trx, offer.id, ['accepted'], {
        joining_date: request.joining_date,
      });
      if (!moved) throw conflict(preboardingStateMessages.notAccepted);
    }
    await addOfferEvent(trx, {
      offerId: offer.id,
      kind: approved ? 'joining-change-approved' : 'joining-change-declined',
      staffId: actor.staffId,
      comment: approved ? request.joining_date : `${request.joining_date}: ${reason}`,
    });
    await recordAudit(trx, actor, {
      action: approved ? 'offer.joining-change-approved' : 'offer.joining-change-declined',
      entity: 'offer',
      entityId: offer.id,
      details: approved ? { from: offer.joining_date, to: request.joining_date } : undefined,
    });
    await deps.mailer.enqueue(
      joiningDecisionMail({
        to: offer.email,
        firstName: offer.first_name,
        url: await freshLink(deps, trx, offer),
        applicationId: offer.application_id,
        date: request.joining_date,
        approved,
        reason,
      }),
      trx,
    );
  });
  await deps.mailer.flush();
}

/** What the candidate's page shows once the offer is accepted (no file links: they sent them). */
export async function candidatePreboarding(db: Kysely<Database>, offer: OfferWithApplication) {
  await ensurePreboarding(db, offer);
  return toPreboarding(db, offer);
}
