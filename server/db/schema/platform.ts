// What every module shares: the e-mail outbox, rate counters, stored files and settings.
import type { Generated } from 'kysely';

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
  /** While status is 'sending': when the claim runs out and another server may take the row. */
  lease_until: string | null;
  /** JSON object of extra headers (List-Unsubscribe), built from fixed values only. */
  headers: string | null;
  /** JSON {method, content}: an iCalendar invitation sent with the message. */
  calendar: string | null;
  /** The record the message is about ('application:12'), so erasing the record removes it. */
  about: Generated<string | null>;
  /** JSON {name, address}: where replies go (the recruiting inbox on candidate e-mails). */
  reply_to: Generated<string | null>;
}

/** One row per key: its open counting window (see server/lib/rate-counter.ts). */
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
