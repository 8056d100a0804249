// Staff accounts, their sessions and sign-in, and the audit trail.
import type { Generated } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  disabled: Generated<number>;
  failed_attempts: Generated<number>;
  locked_until: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  role: StaffRole;
  /** Base32; set while enrolment is pending, kept once confirmed (totp_enabled_at). */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last accepted TOTP time step: no code is accepted twice. */
  totp_last_step: number | null;
  /** Wrong second-factor codes in a row, from every address; a right code resets it. */
  second_factor_failures: Generated<number>;
  /** No second-factor code is tried before this time (the wait between blocks of failures). */
  second_factor_locked_until: string | null;
  /** 1 when the member asked for the Monday summary of their jobs. */
  weekly_summary: Generated<number>;
}

/** One row per e-mail of the overdue digest and the weekly summary: sent once a period. */
export interface StaffDigestsTable {
  staff_id: number;
  kind: 'daily' | 'weekly';
  /** The day in India, YYYY-MM-DD (the weekly summary: its Monday). */
  period: string;
  created_at: string;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface StaffSignInChallengesTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  purpose: 'verify' | 'enrol';
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffInvitationsTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  cancelled_at: string | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The second factor this session passed; null when it was opened with the password alone. */
  second_factor: SecondFactorMethod | null;
}

export type SecondFactorMethod = 'totp' | 'recovery-code';

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
  request_id: string | null;
  created_at: string;
  ip: string | null;
}
