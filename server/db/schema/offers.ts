// Offer letters: templates, CTC structures, approval chains, offers and their history.
import type { Generated } from 'kysely';
import type { OfferEventKind, OfferStatus } from '@vistaar/shared/config/offers';

export interface OfferTemplatesTable {
  id: Generated<number>;
  name: string;
  /** Sanitised HTML (the allow-listed tags only, no attributes) with {{placeholders}}. */
  body: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CtcStructuresTable {
  id: Generated<number>;
  name: string;
  /** JSON list of `CtcStructureComponent`. */
  components: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OfferApprovalRulesTable {
  id: Generated<number>;
  /** Set: the chain for this job's offers; NULL: a CTC band's chain. */
  job_id: number | null;
  /** Whole rupees, both ends included; NULL: open-ended. */
  min_ctc: number | null;
  max_ctc: number | null;
  /** JSON list of staff ids, in the order they approve. */
  approver_ids: string;
  created_at: string;
}

export interface OffersTable {
  id: Generated<number>;
  application_id: number;
  /** 1 for the first offer of an application, one more for each revision. */
  version: number;
  status: OfferStatus;
  template_id: number;
  ctc_structure_id: number;
  ctc: number;
  /** JSON list of `BreakupLine`, adding up to `ctc`. */
  breakup: string;
  designation: string;
  location: string;
  reporting_manager: string;
  /** YYYY-MM-DD (India). */
  joining_date: string;
  /** YYYY-MM-DD (India): the last day the candidate may answer. */
  valid_until: string;
  approval_round: Generated<number>;
  /** SHA-256 of the candidate's private link token; the token itself is only in the e-mail. */
  link_token_hash: string | null;
  /** The link's hash before the newest e-mail replaced it, usable until `previous_link_until`. */
  previous_link_token_hash: string | null;
  /** ISO time. */
  previous_link_until: string | null;
  letter_file_id: number | null;
  letter_sha256: string | null;
  signed_file_id: number | null;
  signed_sha256: string | null;
  signed_kid: string | null;
  accepted_name: string | null;
  decline_reason: string | null;
  sent_at: string | null;
  responded_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type OfferApprovalStatus = 'queued' | 'waiting' | 'approved' | 'rejected';

export interface OfferApprovalsTable {
  id: Generated<number>;
  offer_id: number;
  round: number;
  step: number;
  approver_id: number;
  status: OfferApprovalStatus;
  comment: string | null;
  decided_at: string | null;
}

export interface OfferEventsTable {
  id: Generated<number>;
  offer_id: number;
  kind: OfferEventKind;
  staff_id: number | null;
  comment: string | null;
  created_at: string;
}
