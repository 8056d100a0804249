import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { offerPath } from '@vistaar/shared/config';
import type { OfferStatus } from '@vistaar/shared/config/offers';
import {
  applyCtcStructure,
  breakupLine,
  breakupProblem,
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
import { insertStoredFile } from '../files';
import { recruitingReplyTo } from '../mail';
import {
  OFFER_NOT_FOUND,
  offerCandidate,
  offerReference,
  offerStateMessages,
  type OfferDeps,
} from './offer-common';
import { candidateOfferMail, type OfferSummary } from './offer-mails';
import {
  addOfferEvent,
  findLatestOffer,
  findOffer,
  insertOffer,
  updateOfferFrom,
  type OfferWithApplication,
} from './offers-repository';
import { drawOfferLetter, letterContent } from './offer-letter';
import { findOfferSetting } from './settings-repository';

/** Offers still being prepared: a change sends them back to draft. */
const IN_PREPARATION: readonly OfferStatus[] = ['draft', 'pending', 'approved'];

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function offerSummary(offer: OfferWithApplication): OfferSummary {
  return {
    ...offerCandidate(offer),
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
