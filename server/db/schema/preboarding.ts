// Pre-boarding: the documents a job asks new joiners for, each accepted offer's documents and
// the candidate's word on the joining date.
import type { Generated } from 'kysely';
import type {
  JoiningRequestStatus,
  PreboardingDocumentKind,
  PreboardingDocumentStatus,
} from '@vistaar/shared/config/preboarding';

export interface JobPreboardingDocumentsTable {
  id: Generated<number>;
  job_id: number;
  position: number;
  kind: PreboardingDocumentKind;
  label: string;
}

export interface PreboardingDocumentsTable {
  id: Generated<number>;
  offer_id: number;
  position: number;
  kind: PreboardingDocumentKind;
  label: string;
  status: PreboardingDocumentStatus;
  file_id: number | null;
  /** The PAN, or the Aadhaar's last four digits: a full Aadhaar number is never stored. */
  number: string | null;
  /** 0/1: the candidate ticked that the Aadhaar copy shows only its last four digits. */
  masked_by_candidate: Generated<number>;
  uploaded_at: string | null;
  /** HR's reason for asking again. */
  reason: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  created_at: string;
}

export interface JoiningDateRequestsTable {
  id: Generated<number>;
  offer_id: number;
  status: JoiningRequestStatus;
  /** The date confirmed, or the one asked for. */
  joining_date: string;
  reason: string | null;
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}
