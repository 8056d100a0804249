// Employment verifications an employee shares with verifiers.
import type { Generated } from 'kysely';

export interface VerificationSharesTable {
  id: Generated<number>;
  employee_id: number;
  token_hash: string;
  verification_id: string;
  /** JSON array of share field keys. */
  fields: string;
  /** JSON of the disclosed values, fixed at consent time. */
  disclosure: string;
  verifier_organisation: string;
  verifier_email: string;
  purpose: string;
  notice_version: string;
  notice_text: string;
  consent_ip: string | null;
  consent_user_agent: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  expiry_recorded_at: string | null;
  first_viewed_at: string | null;
  code_failures: Generated<number>;
  code_locked_until: string | null;
  letter_kid: string | null;
  letter_sha256: string | null;
  /** Set when the verifier's details and the disclosed values were erased. */
  erased_at: Generated<string | null>;
}

export interface VerificationShareCodesTable {
  id: Generated<number>;
  share_id: number;
  code_hmac: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  superseded_at: string | null;
  client_ip: string | null;
}

export interface VerificationSessionsTable {
  id: Generated<number>;
  token_hash: string;
  kind: 'employee' | 'verifier';
  employee_id: number;
  share_id: number | null;
  created_at: string;
  expires_at: string;
}

export interface VerificationLedgerTable {
  id: Generated<number>;
  employee_id: number;
  share_id: number | null;
  event: string;
  occurred_at: string;
  client_ip: string | null;
  actor_email: string | null;
  detail: string | null;
}

export interface VerificationErrorReportsTable {
  id: Generated<number>;
  employee_id: number;
  description: string;
  created_at: string;
  client_ip: string | null;
  resolved_at: string | null;
  resolution_note: string | null;
  resolved_by: string | null;
}

export interface VerificationSigningKeysTable {
  id: Generated<number>;
  kid: string;
  public_jwk: string;
  private_key_sealed: string;
  created_at: string;
  retired_at: string | null;
}
