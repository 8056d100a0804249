import type { Generated } from 'kysely';
import type { Employee } from '@vistaar/shared/contract';
import type {
  ApplicationEventKind,
  InterviewMode,
  InterviewReminderKind,
  InterviewStatus,
  PipelineStageKind,
  PrivacyRequestKind,
  PrivacyRequestSource,
  PrivacyRequestStatus,
  Recommendation,
  StaffRole,
} from '@vistaar/shared/config';

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
  role: StaffRole;
  /** Base32; set while enrolment is pending, kept once confirmed (totp_enabled_at). */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last accepted TOTP time step: no code is accepted twice. */
  totp_last_step: number | null;
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
  ip: string | null;
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

export interface JobsTable {
  id: Generated<number>;
  title: string;
  department: string;
  location: string;
  job_type: string;
  experience: string;
  salary_range: string;
  /** JSON array of strings. */
  skills: string;
  description: string;
  is_active: number;
  /** YYYY-MM-DD (India): the job is open through this day and closes itself after it. */
  closes_on: string;
  /** When the job last became open (posted open, reopened); job alerts announce it. */
  published_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  /** NULL for a general application. */
  job_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  email_normalized: string;
  phone: string;
  dob: string;
  /** M, F or O. */
  gender: string;
  address: string;
  city: string;
  state: string;
  job_experience: string;
  current_ctc: string;
  expected_ctc: string;
  current_employer: string;
  current_location: string;
  resume_file_id: number;
  submission_hash: string;
  client_ip: string | null;
  created_at: string;
  /** Set when the application is created (the entry stage) and by every move. */
  stage_id: number;
  stage_entered_at: string;
  /** The privacy notice shown with the form; NULL for applications from before notices. */
  notice_version: string | null;
  /** When the applicant ticked the required consent (the submission time). */
  consented_at: string | null;
  /** 1 when the applicant opted in to be kept for other suitable roles (longer retention). */
  keep_for_other_roles: Generated<number>;
  /** Set when the personal fields were erased; the row stays, anonymous, for statistics. */
  erased_at: Generated<string | null>;
}

export interface PipelineStagesTable {
  id: Generated<number>;
  name: string;
  position: number;
  kind: PipelineStageKind;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  name: string;
  subject: string;
  body: string;
  /** The stage that proposes this template when an application moves there; one per stage. */
  stage_id: number | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RejectionReasonsTable {
  id: Generated<number>;
  label: string;
  position: number;
  archived_at: string | null;
  created_at: string;
}

/** Append-only: rows are inserted, never updated or deleted (corrections are new entries); erasure alone clears the comment. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  kind: ApplicationEventKind;
  staff_id: number | null;
  from_stage_id: number | null;
  to_stage_id: number | null;
  rejection_reason_id: number | null;
  comment: string | null;
  created_at: string;
}

/** A colleague a note names; they see it under 'For you' until they read it. */
export interface ApplicationNoteMentionsTable {
  id: Generated<number>;
  event_id: number;
  staff_id: number;
  read_at: string | null;
  created_at: string;
}

export interface InterviewsTable {
  id: Generated<number>;
  application_id: number;
  /** The calendar UID every invitation, update and cancellation of this interview carries. */
  uid: string;
  /** iCalendar SEQUENCE: raised by every reschedule and the cancellation. */
  sequence: Generated<number>;
  mode: InterviewMode;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  video_url: string | null;
  location: string | null;
  status: InterviewStatus;
  cancel_reason: string | null;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface InterviewInterviewersTable {
  interview_id: number;
  staff_id: number;
}

export interface InterviewRemindersTable {
  id: Generated<number>;
  interview_id: number;
  kind: InterviewReminderKind;
  starts_at: string;
  due_at: string;
  /** Set by the server that claims the reminder, in the transaction that queues its e-mails. */
  sent_at: string | null;
  created_at: string;
}

export interface JobScorecardCriteriaTable {
  id: Generated<number>;
  job_id: number;
  label: string;
  position: number;
}

/** Rows are never deleted: a correction is a new row, and the one it replaces is marked superseded. */
export interface InterviewFeedbackTable {
  id: Generated<number>;
  interview_id: number;
  staff_id: number;
  /** JSON array of {criterion, score}. */
  ratings: string;
  /** The sum and the number of the scores in `ratings`, for averages in SQL. */
  score_sum: number;
  score_count: number;
  recommendation: Recommendation;
  comments: string;
  supersedes_id: number | null;
  superseded_at: string | null;
  created_at: string;
}

export interface EmployeesTable {
  id: Generated<number>;
  employee_code: string;
  full_name: string;
  /** YYYY-MM-DD, like every date-only column. */
  date_of_birth: string;
  gender: Employee['gender'];
  phone_number: string;
  personal_email: string;
  official_email: Generated<string>;
  designation: string;
  department: Generated<string>;
  joining_date: string;
  /** Whole paise (rupees x 100). */
  salary_paise: number;
  employment_type: Generated<Employee['employment_type']>;
  grade: Generated<string>;
  status: Generated<Employee['status']>;
  /** '' while employed. */
  termination_date: Generated<string>;
  photo_file_id: number | null;
  otp_failures: Generated<number>;
  otp_locked_until: string | null;
  created_at: string;
  updated_at: string;
  /** Set while staff hold all sharing for the employee (for example during a dispute). */
  sharing_suspended_at: string | null;
  sharing_suspended_note: string | null;
}

export interface OtpChallengesTable {
  id: Generated<number>;
  employee_id: number;
  code_hmac: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  superseded_at: string | null;
  client_ip: string | null;
  /** The privacy notice shown with the verification form. */
  notice_version: string | null;
}

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

export interface ApplicantAccessTokensTable {
  id: Generated<number>;
  application_id: number;
  purpose: 'access' | 'erasure';
  token_hash: string;
  created_at: string;
  /** Erasure confirmations only. */
  expires_at: string | null;
  /** Set when a newer link of the same purpose takes its place. */
  replaced_at: string | null;
  used_at: string | null;
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

export interface Database {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  rate_counters: RateCountersTable;
  app_settings: AppSettingsTable;
  stored_files: StoredFilesTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  pipeline_stages: PipelineStagesTable;
  rejection_reasons: RejectionReasonsTable;
  application_events: ApplicationEventsTable;
  application_note_mentions: ApplicationNoteMentionsTable;
  email_templates: EmailTemplatesTable;
  interviews: InterviewsTable;
  interview_interviewers: InterviewInterviewersTable;
  interview_reminders: InterviewRemindersTable;
  job_scorecard_criteria: JobScorecardCriteriaTable;
  interview_feedback: InterviewFeedbackTable;
  employees: EmployeesTable;
  otp_challenges: OtpChallengesTable;
  contact_messages: ContactMessagesTable;
  job_alert_signups: JobAlertSignupsTable;
  job_alert_subscribers: JobAlertSubscribersTable;
  job_alert_consents: JobAlertConsentsTable;
  job_alert_fanouts: JobAlertFanoutsTable;
  job_alert_queue: JobAlertQueueTable;
  verification_shares: VerificationSharesTable;
  verification_share_codes: VerificationShareCodesTable;
  verification_sessions: VerificationSessionsTable;
  verification_ledger: VerificationLedgerTable;
  verification_error_reports: VerificationErrorReportsTable;
  verification_signing_keys: VerificationSigningKeysTable;
  applicant_access_tokens: ApplicantAccessTokensTable;
  privacy_requests: PrivacyRequestsTable;
  retention_quarantine: RetentionQuarantineTable;
  retention_runs: RetentionRunsTable;
  breaches: BreachesTable;
  breach_notices: BreachNoticesTable;
  breach_updates: BreachUpdatesTable;
}
