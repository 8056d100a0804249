import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC strings; booleans are 0/1 integers (same on SQLite and PostgreSQL). */
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
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
  request_id: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}

export interface RateCountersTable {
  key: string;
  window_start: string;
  count: Generated<number>;
}

export interface StoredFilesTable {
  id: Generated<number>;
  purpose: string;
  original_name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  content: Buffer;
  created_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  rate_counters: RateCountersTable;
  app_settings: AppSettingsTable;
  stored_files: StoredFilesTable;
}
