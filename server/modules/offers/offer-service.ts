import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { applicationRecordPath, offerApprovalPath, offerPath } from '@vistaar/shared/config';
import type { OfferStatus } from '@vistaar/shared/config/offers';
import {
  applyCtcStructure,
  breakupLine,
  breakupProblem,
  rupeesInWords,
  type BreakupLine,
  type CtcStructureComponent,
} from '@vistaar/shared/lib/ctc';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import { offerMessages, type OfferDraftInput } from '@vistaar/shared/validation/offer-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found, notFound } from '../../lib/http-error';
import { APPLICATION_NOT_FOUND } from '../applications';
import { newSessionToken, tokenDigest } from '../auth';
import { findStoredFile, insertStoredFile } from '../files';
import { recruitingReplyTo } from '../mail';
import { fillBlocks, readLetterHtml } from './letter-html';
import type { LetterContent } from './offer-letter-pdf';
import {
  OFFER_NOT_FOUND,
  offerReference,
  offerStateMessages,
  type OfferDeps,
} from './offer-common';
import {
  approvalRequestMail,
  candidateOfferMail,
  offerOutcomeMail,
  type OfferSummary,
} from './offer-mails';
import { offerValues } from './offer-values';
import {
  addOfferEvent,
  chainFor,
  decideApproval,
  findLatestOffer,
  findOffer,
  insertApprovals,
  insertOffer,
  listApprovals,
  updateOfferFrom,
  wakeApproval,
  type OfferWithApplication,
} from './offers-repository';
import { findOfferSetting } from './settings-repository';

/** Offers still being prepared: a change sends them back to draft. */
const IN_PREPARATION: readonly OfferStatus[] = ['draft', 'pending', 'approved'];

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const parseBreakup = (json: string) => JSON.parse(json) as BreakupLine[];

export function offerSummary(offer: OfferWithApplication): OfferSummary {
  return {
    applicationId: offer.application_id,
    candidateName: `${offer.first_name} ${offer.last_name}`,
    jobTitle: offer.job_title ?? 'General application',
    designation: offer.designation,
    ctc: offer.ctc,
    version: offer.version,
  };
}

/** The template, structure and break-up a draft names, checked; the columns to store. */
async function draftColumns(db: Kysely<Database>, input: OfferDraftInput) {
  const template = await findOfferSetting(db, 'offer_templates', input.templateId);
  if (!template)
    throw badRequest(offerMessages.templateNotFound, {
      templateId: offerMessages.templateNotFound,
    });
  if (template.archived_at)
    throw badRequest(offerMessages.templateArchived, {
      templateId: offerMessages.templateArchived,
    });
  const structure = await findOfferSetting(db, 'ctc_structures', input.ctcStructureId);
  if (!structure) {
    throw badRequest(offerMessages.structureNotFound, {
      ctcStructureId: offerMessages.structureNotFound,
    });
  }
  if (structure.archived_at) {
    throw badRequest(offerMessages.structureArchived, {
      ctcStructureId: offerMessages.structureArchived,
    });
  }
  let lines: BreakupLine[];
  if (input.breakup) {
    lines = input.breakup.map((line) => breakupLine(line.key, line.amount));
    const problem = breakupProblem(input.ctc, lines);
    if (problem) throw badRequest(problem, { breakup: problem });
  } else {
    const applied = applyCtcStructure(
      input.ctc,
      JSON.parse(structure.components) as CtcStructureComponent[],
    );
    if ('problem' in applied) throw badRequest(applied.problem, { ctc: applied.problem });
    lines = applied.lines;
  }
  return {
    template_id: template.id,
    ctc_structure_id: structure.id,
    ctc: input.ctc,
    breakup: JSON.stringify(lines),
    designation: input.designation,
    location: input.location,
    reporting_manager: input.reportingManager,
    joining_date: input.joiningDate,
    valid_until: input.validUntil,
  };
}

/** A new offer, or a revision of one the candidate holds (it replaces that one once sent). */
export function draftOffer(
  { db }: OfferDeps,
  actor: AuditActor,
  applicationId: number,
  input: OfferDraftInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('job_applications')
      .select(['id', 'erased_at'])
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (application.erased_at) throw conflict(offerStateMessages.applicationErased);
    const latest = await findLatestOffer(trx, applicationId);
    if (latest && IN_PREPARATION.includes(latest.status)) {
      throw conflict(offerStateMessages.inPreparation(latest.version));
    }
    if (latest?.status === 'accepted') throw conflict(offerStateMessages.alreadyAccepted);
    const at = nowIso();
    const id = await insertOffer(trx, {
      application_id: applicationId,
      version: (latest?.version ?? 0) + 1,
      status: 'draft',
      ...(await draftColumns(trx, input)),
      created_by: actor.staffId,
      created_at: at,
      updated_at: at,
    });
    await addOfferEvent(trx, {
      offerId: id,
      kind: 'drafted',
      staffId: actor.staffId,
      comment: latest ? `Revision of version ${latest.version}` : null,
    });
    await recordAudit(trx, actor, {
      action: 'offer.drafted',
      entity: 'offer',
      entityId: id,
      details: { applicationId, version: (latest?.version ?? 0) + 1 },
    });
    return id;
  });
}

/** Any change to an offer being prepared returns it to draft: it needs approval again. */
export function changeOffer(
  { db }: OfferDeps,
  actor: AuditActor,
  offerId: number,
  input: OfferDraftInput,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const offer = found(await findOffer(trx, offerId), OFFER_NOT_FOUND);
    if (!IN_PREPARATION.includes(offer.status)) {
      throw conflict(
        offer.status === 'sent'
          ? offerStateMessages.sentCannotChange
          : offerStateMessages.closedCannotChange,
      );
    }
    const columns = await draftColumns(trx, input);
    if (!(await updateOfferFrom(trx, offerId, [offer.status], { ...columns, status: 'draft' }))) {
      throw conflict(offerStateMessages.closedCannotChange);
    }
    const reopened = offer.status !== 'draft';
    await addOfferEvent(trx, {
      offerId,
      kind: 'changed',
      staffId: actor.staffId,
      comment: reopened
        ? 'Changed after it went for approval: back to draft, to be approved again'
        : null,
    });
    await recordAudit(trx, actor, {
      action: 'offer.changed',
      entity: 'offer',
      entityId: offerId,
      details: { from: offer.status, to: 'draft' },
    });
  });
}

const staffUrl = (publicUrl: string, path: string) => `${publicUrl}${path}`;

/** Sends a draft to its approval chain: the job's, else its CTC band's; the first approver is e-mailed. */
export async function submitOffer(
  { db, mailer, publicUrl }: OfferDeps,
  actor: AuditActor,
  offerId: number,
) {
  await db.transaction().execute(async (trx) => {
    const offer = found(await findOffer(trx, offerId), OFFER_NOT_FOUND);
    if (offer.status !== 'draft') throw conflict(offerStateMessages.notDraft);
    const rule = await chainFor(trx, offer.job_id, offer.ctc);
    if (!rule) throw conflict(offerStateMessages.noChain);
    const approverIds = JSON.parse(rule.approver_ids) as number[];
    const approvers = await trx
      .selectFrom('staff_users')
      .select(['id', 'email'])
      .where('id', 'in', approverIds)
      .where('disabled', '=', 0)
      .where('role', '!=', 'interviewer')
      .execute();
    if (approvers.length !== approverIds.length)
      throw conflict(offerStateMessages.chainApproverGone);
    const round = offer.approval_round + 1;
    if (
      !(await updateOfferFrom(trx, offerId, ['draft'], {
        status: 'pending',
        approval_round: round,
      }))
    ) {
      throw conflict(offerStateMessages.notDraft);
    }
    await insertApprovals(trx, offerId, round, approverIds);
    await addOfferEvent(trx, { offerId, kind: 'submitted', staffId: actor.staffId });
    await recordAudit(trx, actor, {
      action: 'offer.submitted',
      entity: 'offer',
      entityId: offerId,
      details: { round, approverIds },
    });
    const first = approvers.find((approver) => approver.id === approverIds[0])!;
    await mailer.enqueue(
      approvalRequestMail(
        first.email,
        offerSummary(offer),
        staffUrl(publicUrl, offerApprovalPath(offerId)),
      ),
      trx,
    );
  });
  await mailer.flush();
}

/**
 * An approver's decision on the step waiting for them. An approval wakes the next approver
 * (or, from the last, approves the offer); a refusal sends the offer back to draft. The
 * drafter hears of the outcome.
 */
export async function decideOffer(
  { db, mailer, publicUrl }: OfferDeps,
  actor: AuditActor,
  staffId: number,
  offerId: number,
  decision: 'approved' | 'rejected',
  comment: string,
) {
  await db.transaction().execute(async (trx) => {
    const offer = found(await findOffer(trx, offerId), OFFER_NOT_FOUND);
    if (offer.status !== 'pending') throw conflict(offerStateMessages.notYourTurn);
    const steps = await listApprovals(trx, offerId, offer.approval_round);
    const waiting = steps.find((step) => step.status === 'waiting');
    if (!waiting || waiting.approver_id !== staffId) throw conflict(offerStateMessages.notYourTurn);
    if (!(await decideApproval(trx, waiting.id, decision, comment || null))) {
      throw conflict(offerStateMessages.notYourTurn);
    }
    await addOfferEvent(trx, { offerId, kind: decision, staffId, comment: comment || null });
    await recordAudit(trx, actor, {
      action: decision === 'approved' ? 'offer.approved' : 'offer.rejected',
      entity: 'offer',
      entityId: offerId,
      details: { step: waiting.step, round: offer.approval_round },
    });
    const next = steps.find((step) => step.step === waiting.step + 1);
    const summary = offerSummary(offer);
    const drafter = offer.created_by
      ? await trx
          .selectFrom('staff_users')
          .select('email')
          .where('id', '=', offer.created_by)
          .executeTakeFirst()
      : undefined;
    const recordUrl = staffUrl(publicUrl, applicationRecordPath(offer.application_id));
    if (decision === 'approved' && next) {
      await wakeApproval(trx, next.id);
      await mailer.enqueue(
        approvalRequestMail(next.email, summary, staffUrl(publicUrl, offerApprovalPath(offerId))),
        trx,
      );
      return;
    }
    const status: OfferStatus = decision === 'approved' ? 'approved' : 'draft';
    if (!(await updateOfferFrom(trx, offerId, ['pending'], { status }))) {
      throw conflict(offerStateMessages.notYourTurn);
    }
    if (drafter) {
      await mailer.enqueue(
        offerOutcomeMail(drafter.email, summary, decision, recordUrl, comment || null),
        trx,
      );
    }
  });
  await mailer.flush();
}

/** The letter's blocks and numbers for this offer, filled in. */
function letterContent(offer: OfferWithApplication, issuedAt: string, draft: boolean) {
  const blocks = fillBlocks(
    readLetterHtml(offer.template_body),
    offerValues({
      candidateFirstName: offer.first_name,
      candidateLastName: offer.last_name,
      candidateAddress: candidateAddress(offer),
      jobTitle: offer.job_title ?? 'General application',
      designation: offer.designation,
      location: offer.location,
      joiningDate: offer.joining_date,
      validUntil: offer.valid_until,
      reportingManager: offer.reporting_manager,
      ctc: offer.ctc,
    }),
  );
  return {
    reference: offerReference(offer.id),
    issuedAt,
    blocks,
    breakup: parseBreakup(offer.breakup),
    ctc: offer.ctc,
    ctcInWords: rupeesInWords(offer.ctc),
    draft,
  };
}

export const candidateAddress = (offer: Pick<OfferWithApplication, 'address' | 'city' | 'state'>) =>
  [offer.address, offer.city, offer.state].filter((part) => part && part.trim()).join(', ');

/** The letter's renderer, and pdf-lib with it, loads with the first letter drawn, not with the server. */
async function drawOfferLetter(content: LetterContent): Promise<Uint8Array> {
  const { renderOfferLetterPdf } = await import('./offer-letter-pdf');
  return renderOfferLetterPdf(content);
}

/** The letter as sent (its stored bytes), or, before it is sent, a preview marked as a draft. */
export async function offerLetterPdf(
  db: Kysely<Database>,
  offer: OfferWithApplication,
): Promise<Uint8Array> {
  if (offer.letter_file_id !== null) {
    const file = found(await findStoredFile(db, offer.letter_file_id), OFFER_NOT_FOUND);
    return file.content;
  }
  return drawOfferLetter(letterContent(offer, nowIso(), true));
}

/**
 * Sends an approved offer: the letter is fixed (stored, with its SHA-256), the candidate gets a
 * private link by e-mail (only its hash is kept), and an offer they held before is replaced.
 */
export async function sendOffer(
  { db, mailer, publicUrl, recruitingInbox }: OfferDeps,
  actor: AuditActor,
  offerId: number,
) {
  const offer = found(await findOffer(db, offerId), OFFER_NOT_FOUND);
  if (offer.status !== 'approved') throw conflict(offerStateMessages.notApproved);
  if (offer.valid_until < indiaToday()) throw conflict(offerStateMessages.validityPassed);
  // The candidate may have accepted the version they hold while this revision was prepared.
  const accepted = await db
    .selectFrom('offers')
    .select('id')
    .where('application_id', '=', offer.application_id)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (accepted) throw conflict(offerStateMessages.alreadyAccepted);
  const at = nowIso();
  const letter = Buffer.from(await drawOfferLetter(letterContent(offer, at, false)));
  const token = newSessionToken();
  await db.transaction().execute(async (trx) => {
    const fileId = await insertStoredFile(trx, {
      purpose: 'offer-letter',
      originalName: `offer-letter-${offerReference(offerId)}.pdf`,
      mediaType: 'application/pdf',
      content: letter,
    });
    const sent = await updateOfferFrom(trx, offerId, ['approved'], {
      status: 'sent',
      sent_at: at,
      letter_file_id: fileId,
      letter_sha256: sha256(letter),
      link_token_hash: tokenDigest(token),
    });
    if (!sent) throw conflict(offerStateMessages.notApproved);
    const replaced = await trx
      .updateTable('offers')
      .set({ status: 'superseded', updated_at: at })
      .where('application_id', '=', offer.application_id)
      .where('id', '!=', offerId)
      .where('status', '=', 'sent')
      .returning('id')
      .execute();
    for (const old of replaced) {
      await addOfferEvent(trx, {
        offerId: old.id,
        kind: 'superseded',
        staffId: actor.staffId,
        comment: `Replaced by version ${offer.version}`,
      });
    }
    await addOfferEvent(trx, { offerId, kind: 'sent', staffId: actor.staffId });
    await recordAudit(trx, actor, {
      action: 'offer.sent',
      entity: 'offer',
      entityId: offerId,
      details: { applicationId: offer.application_id, replaced: replaced.map((row) => row.id) },
    });
    await mailer.enqueue(
      candidateOfferMail({
        to: offer.email,
        firstName: offer.first_name,
        jobTitle: offer.job_title ?? offer.designation,
        validUntil: offer.valid_until,
        url: `${publicUrl}${offerPath(token)}`,
        applicationId: offer.application_id,
        revision: replaced.length > 0,
        replyTo: recruitingReplyTo(recruitingInbox),
      }),
      trx,
    );
  });
  await mailer.flush();
}

/** Marks offers sent and unanswered past their last valid day (India) as expired; answers how many. */
export async function expireLapsedOffers(db: Kysely<Database>, limit = 200): Promise<number> {
  const today = indiaToday();
  return db.transaction().execute(async (trx) => {
    const lapsed = await trx
      .updateTable('offers')
      .set({ status: 'expired', updated_at: nowIso() })
      .where('status', '=', 'sent')
      .where('valid_until', '<', today)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('offers')
          .select('id')
          .where('status', '=', 'sent')
          .where('valid_until', '<', today)
          .limit(limit),
      )
      .returning(['id', 'application_id'])
      .execute();
    for (const offer of lapsed) {
      await addOfferEvent(trx, { offerId: offer.id, kind: 'expired', staffId: null });
      await recordAudit(
        trx,
        { staffId: null },
        { action: 'offer.expired', entity: 'offer', entityId: offer.id },
      );
    }
    return lapsed.length;
  });
}
