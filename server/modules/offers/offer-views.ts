import type {
  CtcStructure,
  OfferApprovalRule,
  OfferRecord,
  OfferTemplate,
} from '@vistaar/shared/contract';
import type { CtcStructureComponent } from '@vistaar/shared/lib/ctc';
import { rupeesInWords } from '@vistaar/shared/lib/ctc';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  CtcStructuresTable,
  OfferApprovalRulesTable,
  OfferTemplatesTable,
} from '../../db/schema/offers';
import { offerCandidate } from './offer-common';
import { parseBreakup } from './offer-letter';
import { listApprovals, listOfferEvents, type OfferWithApplication } from './offers-repository';

export const toOfferTemplate = (row: Selectable<OfferTemplatesTable>): OfferTemplate => ({
  id: row.id,
  name: row.name,
  body: row.body,
  archived: row.archived_at !== null,
  updatedAt: row.updated_at,
});

export const toCtcStructure = (row: Selectable<CtcStructuresTable>): CtcStructure => ({
  id: row.id,
  name: row.name,
  components: JSON.parse(row.components) as CtcStructureComponent[],
  archived: row.archived_at !== null,
  updatedAt: row.updated_at,
});

export async function toApprovalRules(
  db: Kysely<Database>,
  rows: (Selectable<OfferApprovalRulesTable> & { job_title: string | null })[],
): Promise<OfferApprovalRule[]> {
  const ids = [...new Set(rows.flatMap((row) => JSON.parse(row.approver_ids) as number[]))];
  const names = new Map(
    ids.length
      ? (
          await db.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', ids).execute()
        ).map((row) => [row.id, row.name] as const)
      : [],
  );
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    minCtc: row.min_ctc,
    maxCtc: row.max_ctc,
    approvers: (JSON.parse(row.approver_ids) as number[]).map((id) => ({
      id,
      name: names.get(id) ?? '',
    })),
  }));
}

/** One offer with its current round of approval and its history. */
export async function toOfferRecord(
  db: Kysely<Database>,
  offer: OfferWithApplication,
  viewerId: number,
): Promise<OfferRecord> {
  const approvals = await listApprovals(db, offer.id, offer.approval_round);
  const events = await listOfferEvents(db, offer.id);
  return {
    id: offer.id,
    ...offerCandidate(offer),
    version: offer.version,
    status: offer.status,
    template: { id: offer.template_id, name: offer.template_name },
    ctcStructureId: offer.ctc_structure_id,
    ctc: offer.ctc,
    ctcInWords: rupeesInWords(offer.ctc),
    breakup: parseBreakup(offer.breakup),
    designation: offer.designation,
    location: offer.location,
    reportingManager: offer.reporting_manager,
    joiningDate: offer.joining_date,
    validUntil: offer.valid_until,
    approvals: approvals.map((step) => ({
      step: step.step,
      approver: { id: step.approver_id, name: step.name },
      status: step.status,
      comment: step.comment,
      decidedAt: step.decided_at,
    })),
    history: events.map((event) => ({
      kind: event.kind,
      at: event.created_at,
      by: event.staff_name,
      comment: event.comment,
    })),
    awaitingMe:
      offer.status === 'pending' &&
      approvals.some((step) => step.status === 'waiting' && step.approver_id === viewerId),
    sentAt: offer.sent_at,
    respondedAt: offer.responded_at,
    declineReason: offer.decline_reason,
    signedDocument: offer.signed_file_id !== null,
    createdAt: offer.created_at,
    updatedAt: offer.updated_at,
  };
}
