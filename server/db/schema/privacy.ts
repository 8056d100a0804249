// Applicant access, privacy requests, retention and breaches.
import type { Generated } from 'kysely';
import type {
  PrivacyRequestKind,
  PrivacyRequestSource,
  PrivacyRequestStatus,
} from '@vistaar/shared/config';

export interface ApplicantAccessTokensTable {
  id: Generated<number>;
  application_id: number;
  purpose: 'access' | 'erasure' | 'email-change';
  token_hash: string;
  created_at: string;
  /** Erasure and e-mail change confirmations only. */
  expires_at: string | null;
  /** Set when a newer link of the same purpose takes its place. */
  replaced_at: string | null;
  used_at: string | null;
  /** An e-mail change's new address, until the link sent to it is opened. */
  new_email: Generated<string | null>;
}

/** A person's nominee (DPDP Act 2023 s.14), one per application or employee record. */
export interface NominationsTable {
  id: Generated<number>;
  subject: 'application' | 'employee';
  subject_id: number;
  nominee_name: string;
  nominee_email: string;
  notice_version: string;
  nominated_at: string;
}

/** What an erasure leaves (DPDP Rules 2025, r.8(3)): no values, keyed hashes only. */
export interface ProcessingRecordsTable {
  id: Generated<number>;
  record_kind: 'application' | 'contact_message' | 'verification_share';
  record_id: number;
  /** JSON array of purpose names. */
  purposes: string;
  collected_at: string;
  /** JSON array of staff account ids. */
  processed_by: string;
  last_processed_at: string;
  erased_at: string;
  erasure_reason: string;
  /** JSON object: field name to HMAC-SHA-256 (hex) keyed with the app secret. */
  value_hashes: string;
  remove_after: string;
}

export interface PrivacyRequestsTable {
  id: Generated<number>;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  source: PrivacyRequestSource;
  application_id: number | null;
  requester_name: string;
  requester_email: string;
  details: string;
  received_at: string;
  /** YYYY-MM-DD (India). */
  due_on: string;
  response: string | null;
  responded_at: string | null;
  responded_by: number | null;
  completed_automatically: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export type RetentionKind = 'application' | 'contact_message' | 'verification_share';

/** A record past its retention date, waiting to be erased (or kept by a legal hold). */
export interface RetentionQuarantineTable {
  id: Generated<number>;
  kind: RetentionKind;
  record_id: number;
  /** YYYY-MM-DD: the day its retention period ended. */
  due_on: string;
  quarantined_at: string;
  /** YYYY-MM-DD: erased by the first run on or after this day, unless held. */
  erase_on: string;
  hold_reason: string | null;
  held_by: number | null;
  held_at: string | null;
  /** The run that quarantined it. */
  run_id: number | null;
}

export interface RetentionRunsTable {
  id: Generated<number>;
  /** YYYY-MM-DD of a daily run (unique across servers); NULL for a run by the command. */
  scheduled_on: string | null;
  as_of: string;
  trigger: 'daily' | 'command';
  started_at: string;
  finished_at: string | null;
  quarantined: Generated<number>;
  erased: Generated<number>;
  held: Generated<number>;
  /** JSON {kind: {quarantined, erased}}: counts only. */
  details: string | null;
}

/** A personal data breach as staff recorded it; edited only until its notices are sent. */
export interface BreachesTable {
  id: Generated<number>;
  summary: string;
  location: string;
  occurred_at: string;
  discovered_at: string;
  /** JSON array of BreachSource. */
  sources: string;
  job_id: number | null;
  /** YYYY-MM-DD (India), narrowing applications to those made in the range. */
  applied_from: string | null;
  applied_to: string | null;
  /** JSON array of BreachField. */
  fields: string;
  consequences: string;
  measures: string;
  safety_steps: string;
  contact: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  board_reported_at: string | null;
  /** Set once, in the transaction that puts every notice in the outbox. */
  notices_sent_at: string | null;
  notices_sent_by: number | null;
  notices_sent: number | null;
  notice_subject: string | null;
  notice_text: string | null;
}

/** Who was sent a breach notice: one row per person and breach, never two. */
export interface BreachNoticesTable {
  id: Generated<number>;
  breach_id: number;
  email_normalized: string;
  sources: string;
  created_at: string;
}

/** Append-only: what was learnt or done after the notices went. */
export interface BreachUpdatesTable {
  id: Generated<number>;
  breach_id: number;
  text: string;
  staff_id: number | null;
  created_at: string;
}
