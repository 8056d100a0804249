// What visitors send from the public site: contact messages and job alert sign-ups.
import type { Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  /** Digits only, as typed. */
  phone: string;
  message: string;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
  /** The privacy notice shown with the contact form. */
  notice_version: string | null;
  /** Set when the personal fields were erased. */
  erased_at: Generated<string | null>;
}

export interface JobAlertSignupsTable {
  id: Generated<number>;
  email: string;
  email_normalized: string;
  /** JSON array of department names; empty means every department. */
  departments: string;
  token_hash: string;
  notice_version: string;
  notice_text: string;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
  confirmed_at: string | null;
}

export interface JobAlertSubscribersTable {
  id: Generated<number>;
  email: string;
  email_normalized: string;
  departments: string;
  /** YYYY-MM-DD (India) of the last alert e-mail. */
  last_alert_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobAlertConsentsTable {
  id: Generated<number>;
  email_normalized: string;
  event: 'granted' | 'withdrawn';
  departments: string;
  notice_version: string;
  notice_text: string;
  requested_at: string | null;
  requested_ip: string | null;
  requested_user_agent: string | null;
  recorded_at: string;
  recorded_ip: string | null;
}

export interface JobAlertFanoutsTable {
  job_id: number;
  published_at: string;
  created_at: string;
}

export interface JobAlertQueueTable {
  subscriber_id: number;
  job_id: number;
  created_at: string;
}
