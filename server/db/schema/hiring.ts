// Jobs, applications and the pipeline they move through.
import type { Generated } from 'kysely';
import type { ImportFileKind, ImportStatus } from '@vistaar/shared/config/candidate-import';
import type {
  ApplicationEventKind,
  ApplicationSource,
  ConsentSource,
  NoticePeriod,
  PipelineStageKind,
} from '@vistaar/shared/config';

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
  /** JSON list of `StaffScreeningQuestion` (at most 10): what applicants are asked. */
  screening_questions: Generated<string>;
  /** Where knocked-out applications go; NULL: the default stage (Screening). */
  knockout_stage_id: Generated<number | null>;
  /** The owning recruiter (the creator unless changed): they hear of what is overdue. */
  recruiter_id: number | null;
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
  /** JSON list of `ScreeningAnswer`: each question as asked, the answer and whether it knocked out. */
  screening_answers: Generated<string>;
  /** 1 when an answer disqualified the applicant (they wait in the job's knock-out stage). */
  knocked_out: Generated<number>;
  /** Set when the personal fields were erased; the row stays, anonymous, for statistics. */
  erased_at: Generated<string | null>;
  /** A `NoticePeriod`; NULL when not given. */
  notice_period: NoticePeriod | null;
  /** YYYY-MM-DD: the last working day, for notice period 'date'. */
  notice_until: string | null;
  /** The days of a fixed notice period (0 for immediate); NULL for a date, negotiable or none. */
  notice_days: number | null;
  serving_notice: Generated<number>;
  /** Whole rupees a year, when the text as typed reads as one figure. */
  current_ctc_amount: number | null;
  expected_ctc_amount: number | null;
  source: Generated<ApplicationSource>;
  /** The campaign, site, agency or other detail of the source. */
  source_detail: Generated<string>;
  referrer_employee_id: number | null;
  /** How the consent of a candidate added by staff was obtained; NULL when they applied themselves. */
  consent_source: ConsentSource | null;
  /** The staff member who added the candidate by hand. */
  added_by: number | null;
  /** The person (0037); NULL only for rows written past the services (test fixtures). */
  candidate_id: number | null;
}

/** One person across jobs (0037); applications link to it by `candidate_id`. */
export interface CandidatesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  /** Trimmed and lower-cased; unique among candidates not erased (blank once erased). */
  email_normalized: string;
  phone: string;
  /** An Indian number's 10 national digits (`normalizedPhone`); any other number's digits. */
  phone_normalized: string;
  /** How the person first came. */
  source: ApplicationSource;
  /** 1 when the person agreed to be kept for other suitable roles (their latest choice). */
  keep_for_other_roles: Generated<number>;
  /** Set when the personal fields were erased; the row stays, anonymous. */
  erased_at: string | null;
  created_at: string;
  updated_at: string;
  /** The `updated_at` the candidate was last compared with the others at; NULL: never (0054). */
  duplicates_checked_at: Generated<string | null>;
  /** The candidate this one was merged into; it stays hidden until the merge is undone. */
  merged_into: Generated<number | null>;
  merged_at: Generated<string | null>;
}

type CandidateDuplicateStatus = 'open' | 'dismissed' | 'merged';

/** Two candidates that are likely one person (0054); `candidate_id` is the lower id. */
export interface CandidateDuplicatesTable {
  id: Generated<number>;
  candidate_id: number;
  other_id: number;
  /** JSON list of `DuplicateReason`. */
  reasons: string;
  status: Generated<CandidateDuplicateStatus>;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A CSV or XLSX file of candidates on its way in (0064); `rows` NULL once applied or discarded. */
export interface CandidateImportsTable {
  id: Generated<number>;
  file_name: string;
  file_kind: ImportFileKind;
  rows_count: number;
  /** JSON list of the header row's cells. */
  headers: string;
  /** JSON list of rows, each a list of cells. */
  rows: string | null;
  /** JSON list of `ImportField`, one per column; NULL until the mapping is saved. */
  fields: string | null;
  consent_source: ConsentSource | null;
  status: Generated<ImportStatus>;
  /** JSON `CandidateImportOutcome['counts']` of the apply. */
  result: string | null;
  created_by: number | null;
  created_at: string;
  applied_at: string | null;
}

/** A merge of `loser_id` into `winner_id` (0054). */
export interface CandidateMergesTable {
  id: Generated<number>;
  winner_id: number;
  loser_id: number;
  pair_id: number | null;
  merged_by: number | null;
  merged_at: string;
  /** JSON `MergeSnapshot`: what the undo restores; NULL once 30 days have passed or erased. */
  snapshot: string | null;
  undone_by: Generated<number | null>;
  undone_at: Generated<string | null>;
}

export interface PipelineStagesTable {
  id: Generated<number>;
  name: string;
  position: number;
  kind: PipelineStageKind;
  archived_at: string | null;
  /** Working days an application may stay before it is overdue; NULL: no limit. */
  sla_working_days: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** Each stage visit of an application, written by triggers with the row that begins it (0049). */
export interface ApplicationStageVisitsTable {
  id: Generated<number>;
  application_id: number;
  stage_id: number;
  entered_at: string;
  /** When the next move took it on; NULL while it is there. */
  left_at: string | null;
}

/** Per application and stage: its first and last entry and its ended visits (migration 0058). */
export interface ApplicationStageTotalsTable {
  application_id: number;
  stage_id: number;
  first_entered_at: string;
  last_entered_at: string;
  ended_visits: number;
  /** The days of the ended visits, summed. */
  ended_days: number;
  /** The application's job, 0 for none (migration 0085). */
  job_id: Generated<number>;
}

/**
 * Per stage, India day of the applications' first entry into it, job (0: none) and source: the
 * applications that first entered it (`reached_stage_id` = `stage_id`) and those of them that
 * entered `reached_stage_id` later.
 */
export interface StageEntryDaysTable {
  stage_id: number;
  reached_stage_id: number;
  entered_on: string;
  job_id: number;
  source: string;
  applications: number;
}

/**
 * Per job (0 for none) and stage, the `application_stage_totals` rows with ended visits whose
 * days fall in each whole day (`bucket`, rounded down), kept by triggers (migration 0085).
 */
export interface StageTimeBucketsTable {
  job_id: number;
  stage_id: number;
  bucket: number;
  applications: number;
}

/** `stage_entry_days` added up over jobs and sources (migration 0084). */
export interface StageEntryDayTotalsTable {
  stage_id: number;
  reached_stage_id: number;
  entered_on: string;
  applications: number;
}

/**
 * Per application, closing kind and reason (0: none; withdrawals have none): its first and
 * last move there (migration 0084).
 */
export interface ApplicationClosingsTable {
  application_id: number;
  kind: 'rejected' | 'withdrawn';
  reason_id: number;
  first_moved_at: string;
  last_moved_at: string;
}

/** Public holidays (YYYY-MM-DD in India): not working days for stage limits. */
export interface HolidaysTable {
  day: string;
  name: string;
  created_at: string;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  name: string;
  /** The name case-folded by `templateNameKey`: unique among templates in use. */
  name_key: string;
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

/** A hiring manager of a job: they see its applications and board. */
export interface JobHiringManagersTable {
  job_id: number;
  staff_id: number;
  created_at: string;
}

/** A candidate e-mail to send at `send_at` (a rejection the next working morning), until cancelled. */
export interface ScheduledEmailsTable {
  id: Generated<number>;
  application_id: number;
  /** The stage the application was in when scheduled: the e-mail goes only while it still is. */
  stage_id: number;
  template_id: number | null;
  subject: string;
  body: string;
  send_at: string;
  created_by: number | null;
  created_at: string;
  /** Set by the claim that puts the e-mail in the outbox. */
  sent_at: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: 'staff' | 'stage-changed' | null;
}

type IntakeOrigin = 'upload' | 'zip' | 'email';
type IntakeStatus =
  'queued' | 'parsing' | 'review' | 'no_text' | 'refused' | 'accepted' | 'discarded';

/** One resume file that came in by upload or e-mail, until it is accepted or discarded (0041). */
export interface IntakeItemsTable {
  id: Generated<number>;
  origin: IntakeOrigin;
  /** The file's name as it came (cleaned), or the zip entry's path. */
  file_name: string;
  /** The job it is for; NULL: the pool. */
  job_id: number | null;
  uploaded_by: number | null;
  sender: string | null;
  subject: string | null;
  received_at: string | null;
  /** The e-mail's text, kept as a note for the reviewer. */
  note: Generated<string>;
  status: IntakeStatus;
  /** Why a refused file was refused. */
  refusal: string | null;
  file_id: number | null;
  file_type: 'pdf' | 'doc' | 'docx' | null;
  /** JSON: the parse result (`ResumeParseResult` of resume-parsing). */
  proposals: string | null;
  /** Why nothing could be read, when parsing failed. */
  parse_message: string | null;
  lease_until: string | null;
  lease_token: string | null;
  attempts: Generated<number>;
  application_id: number | null;
  decided_by: number | null;
  decided_at: string | null;
  discard_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** An application's reply address token (`jobs+<token>@REPLY_DOMAIN`). */
export interface ApplicationReplyTokensTable {
  application_id: number;
  /** 32 lower-case hex characters (128 random bits). */
  token: string;
  created_at: string;
}

/** A message's mail: who sent it, what it says and what came with it. */
interface MessageContentColumns {
  sender: string;
  subject: string;
  /** The new text of the message. */
  body: string;
  /** The quoted text and signature, folded behind the body. */
  quoted: Generated<string>;
  /** JSON list of `{ name, fileId?, refused? }`. */
  attachments: Generated<string>;
  message_id: string | null;
}

/** A candidate's reply ('in') or a member's answer ('out') in an application's conversation. */
export interface ConversationMessagesTable extends MessageContentColumns {
  id: Generated<number>;
  application_id: number;
  direction: 'in' | 'out';
  staff_id: number | null;
  read_at: string | null;
  created_at: string;
  channel: Generated<'email' | 'whatsapp' | 'sms'>;
  /** The WhatsApp message a member's answer went out as (its delivery status). */
  whatsapp_message_id: number | null;
}

/** A WhatsApp message to ('out') or from ('in') a candidate, with its status and price. */
export interface WhatsappMessagesTable {
  id: Generated<number>;
  application_id: number | null;
  candidate_id: number | null;
  direction: 'in' | 'out';
  /** The platform's message id (wamid…); null until the platform accepted the message. */
  wa_message_id: string | null;
  /** E.164 digits without '+', as the platform writes them. */
  phone: string;
  template_name: string | null;
  /** The request body's message part (JSON), kept until it is sent. */
  payload: Generated<string>;
  body: Generated<string>;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';
  attempts: Generated<number>;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  failed_at: string | null;
  category: string | null;
  pricing_model: string | null;
  billable: Generated<number>;
  price_micro_inr: number | null;
  error_code: string | null;
  error_title: string | null;
  staff_id: number | null;
  created_at: string;
  /** While 'sending': until when the claiming server may take; the sweep takes it back after. */
  lease_until: string | null;
}

/** An SMS to ('out') or from ('in') a candidate: its registered template, text and delivery. */
export interface SmsMessagesTable {
  id: Generated<number>;
  application_id: number | null;
  candidate_id: number | null;
  direction: 'in' | 'out';
  /** The provider's id of the message; null until the provider accepted it. */
  provider_id: string | null;
  /** E.164 digits without '+'. */
  phone: string;
  /** What a template was sent for; null for an inbound message. */
  purpose: string | null;
  dlt_template_id: string | null;
  /** The text as sent (the registered template filled) or received. */
  body: Generated<string>;
  encoding: Generated<'gsm7' | 'ucs2'>;
  parts: Generated<number>;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'received';
  attempts: Generated<number>;
  /** While 'sending': until when the claiming server may take; the sweep takes it back after. */
  lease_until: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  failed_at: string | null;
  error_code: string | null;
  error_title: string | null;
  created_at: string;
}

/** One opt-in or opt-out of a candidate on a messaging channel; the latest row is the state. */
export interface ChannelConsentsTable {
  id: Generated<number>;
  candidate_id: number;
  channel: 'whatsapp' | 'sms';
  /** E.164; null only on an opt-out of a candidate without a usable number. */
  phone: string | null;
  status: 'opted_in' | 'opted_out';
  source: 'application_form' | 'reply_yes' | 'recruiter_note' | 'reply_stop' | 'email_unsubscribe';
  note: Generated<string>;
  recorded_by: number | null;
  recorded_at: string;
}

/** A reply no application could take (unknown or erased token, or a forged sender). */
export interface MailQuarantineTable extends MessageContentColumns {
  id: Generated<number>;
  reason: 'unknown-token' | 'sender';
  recipient: string;
  received_at: string;
}

/** The text read from an application's resume and the skills it names (0056). */
export interface ApplicationResumeTextsTable {
  application_id: number;
  text: string;
  /** Lower case, each between bars: `|c++|react.js|`. */
  skills: Generated<string>;
  created_at: string;
}

/** A background read of an application's resume for the talent pool (0070). */
export interface ApplicationResumeReadsTable {
  application_id: number;
  attempts: Generated<number>;
  lease_until: string | null;
  lease_token: string | null;
  outcome: 'parsed' | 'no_text' | 'failed' | null;
  finished_at: string | null;
}

/** One row per candidate not erased, rebuilt by triggers on every write that changes it (0056). */
export interface CandidateSearchTable {
  candidate_id: number;
  name: string;
  skills: string;
  resume: string;
  notes: string;
  fields: string;
  experience_years: number | null;
  notice_days: number | null;
  expected_ctc: number | null;
  location: string;
  last_activity_at: string;
  keep_for_other_roles: number;
  /** YYYY-MM-DD: the latest day a retention period counts from, among applications not kept for other roles. */
  ended_on: string | null;
  /** The same among applications kept for other roles. */
  ended_on_kept: string | null;
}

/** A recruiter's tag on a candidate (0056). */
export interface CandidateTagsTable {
  candidate_id: number;
  tag: string;
  /** The tag case-folded: one per candidate. */
  tag_key: string;
  created_by: number | null;
  created_at: string;
}

/** A named list of pool candidates (0056). */
export interface SavedListsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface SavedListMembersTable {
  list_id: number;
  candidate_id: number;
  added_by: number | null;
  created_at: string;
}
