import { applicationRecordPath, offerApprovalPath } from '@vistaar/shared/config';
import type { OfferStatus } from '@vistaar/shared/config/offers';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, found } from '../../lib/http-error';
import { OFFER_NOT_FOUND, offerStateMessages, type OfferDeps } from './offer-common';
import { approvalRequestMail, offerOutcomeMail } from './offer-mails';
import { offerSummary } from './offer-service';
import {
  addOfferEvent,
  chainFor,
  decideApproval,
  findOffer,
  insertApprovals,
  listApprovals,
  updateOfferFrom,
  wakeApproval,
} from './offers-repository';

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
