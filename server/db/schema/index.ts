// The database's tables, one file per domain; Kysely reads `Database`. Timestamps are
// ISO-8601 UTC strings; booleans are 0/1 integers (same on SQLite and PostgreSQL).
import type {
  StaffUsersTable,
  StaffRecoveryCodesTable,
  StaffSignInChallengesTable,
  StaffInvitationsTable,
  StaffSessionsTable,
  AuditLogTable,
  StaffDigestsTable,
} from './staff';
import type {
  OutboxTable,
  RateCountersTable,
  StoredFilesTable,
  AppSettingsTable,
} from './platform';
import type {
  JobsTable,
  JobApplicationsTable,
  CandidatesTable,
  CandidateDuplicatesTable,
  CandidateImportsTable,
  CandidateMergesTable,
  PipelineStagesTable,
  EmailTemplatesTable,
  RejectionReasonsTable,
  ApplicationEventsTable,
  ApplicationNoteMentionsTable,
  JobHiringManagersTable,
  ScheduledEmailsTable,
  IntakeItemsTable,
  HolidaysTable,
  ApplicationStageVisitsTable,
  ApplicationStageTotalsTable,
  StageEntryDaysTable,
  StageEntryDayTotalsTable,
  StageTimeBucketsTable,
  ApplicationClosingsTable,
  ApplicationReplyTokensTable,
  ConversationMessagesTable,
  ChannelConsentsTable,
  WhatsappMessagesTable,
  SmsMessagesTable,
  MailQuarantineTable,
  ApplicationResumeTextsTable,
  ApplicationResumeReadsTable,
  CandidateSearchTable,
  CandidateTagsTable,
  SavedListsTable,
  SavedListMembersTable,
} from './hiring';
import type {
  InterviewsTable,
  InterviewInterviewersTable,
  InterviewLoadDaysTable,
  InterviewRemindersTable,
  JobScorecardCriteriaTable,
  InterviewFeedbackTable,
  StaffCalendarsTable,
  StaffBusyTimesTable,
  SchedulingLinksTable,
  SchedulingLinkInterviewersTable,
  InterviewSlotCellsTable,
} from './interviews';
import type { EmployeesTable, OtpChallengesTable } from './employees';
import type {
  ContactMessagesTable,
  JobAlertSignupsTable,
  JobAlertSubscribersTable,
  JobAlertConsentsTable,
  JobAlertFanoutsTable,
  JobAlertQueueTable,
} from './public-forms';
import type {
  VerificationSharesTable,
  VerificationShareCodesTable,
  VerificationSessionsTable,
  VerificationLedgerTable,
  VerificationErrorReportsTable,
  VerificationSigningKeysTable,
} from './verification-sharing';
import type {
  ApplicantAccessTokensTable,
  NominationsTable,
  PrivacyRequestsTable,
  ProcessingRecordsTable,
  RetentionQuarantineTable,
  RetentionRunsTable,
  BreachesTable,
  BreachNoticesTable,
  BreachUpdatesTable,
} from './privacy';

export type { SecondFactorMethod } from './staff';
export type {
  JobsTable,
  JobApplicationsTable,
  ApplicationEventsTable,
  ScheduledEmailsTable,
} from './hiring';
export type { InterviewsTable, InterviewFeedbackTable, SchedulingLinksTable } from './interviews';
export type { EmployeesTable } from './employees';
export type { JobAlertSignupsTable, JobAlertConsentsTable } from './public-forms';
export type { VerificationSharesTable, VerificationSessionsTable } from './verification-sharing';
export type {
  ApplicantAccessTokensTable,
  NominationsTable,
  PrivacyRequestsTable,
  ProcessingRecordsTable,
  RetentionKind,
  BreachesTable,
} from './privacy';

import type {
  CtcStructuresTable,
  OfferApprovalRulesTable,
  OfferApprovalsTable,
  OfferEventsTable,
  OfferTemplatesTable,
  OffersTable,
} from './offers';
import type {
  JoiningOutcomesTable,
  JoiningRemindersTable,
  JoiningStaffMailsTable,
} from './joining';
import type {
  JobPreboardingDocumentsTable,
  JoiningDateRequestsTable,
  PreboardingDocumentsTable,
} from './preboarding';

export interface Database {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
  staff_digests: StaffDigestsTable;
  outbox: OutboxTable;
  rate_counters: RateCountersTable;
  app_settings: AppSettingsTable;
  stored_files: StoredFilesTable;
  jobs: JobsTable;
  job_hiring_managers: JobHiringManagersTable;
  job_applications: JobApplicationsTable;
  candidates: CandidatesTable;
  candidate_duplicates: CandidateDuplicatesTable;
  candidate_merges: CandidateMergesTable;
  candidate_imports: CandidateImportsTable;
  application_resume_texts: ApplicationResumeTextsTable;
  application_resume_reads: ApplicationResumeReadsTable;
  candidate_search: CandidateSearchTable;
  candidate_tags: CandidateTagsTable;
  saved_lists: SavedListsTable;
  saved_list_members: SavedListMembersTable;
  intake_items: IntakeItemsTable;
  pipeline_stages: PipelineStagesTable;
  holidays: HolidaysTable;
  rejection_reasons: RejectionReasonsTable;
  application_events: ApplicationEventsTable;
  application_stage_visits: ApplicationStageVisitsTable;
  application_stage_totals: ApplicationStageTotalsTable;
  stage_entry_days: StageEntryDaysTable;
  stage_entry_day_totals: StageEntryDayTotalsTable;
  stage_time_buckets: StageTimeBucketsTable;
  application_closings: ApplicationClosingsTable;
  application_note_mentions: ApplicationNoteMentionsTable;
  scheduled_emails: ScheduledEmailsTable;
  application_reply_tokens: ApplicationReplyTokensTable;
  conversation_messages: ConversationMessagesTable;
  channel_consents: ChannelConsentsTable;
  whatsapp_messages: WhatsappMessagesTable;
  sms_messages: SmsMessagesTable;
  mail_quarantine: MailQuarantineTable;
  email_templates: EmailTemplatesTable;
  interviews: InterviewsTable;
  interview_interviewers: InterviewInterviewersTable;
  interview_load_days: InterviewLoadDaysTable;
  interview_reminders: InterviewRemindersTable;
  job_scorecard_criteria: JobScorecardCriteriaTable;
  interview_feedback: InterviewFeedbackTable;
  staff_calendars: StaffCalendarsTable;
  staff_busy_times: StaffBusyTimesTable;
  scheduling_links: SchedulingLinksTable;
  scheduling_link_interviewers: SchedulingLinkInterviewersTable;
  interview_slot_cells: InterviewSlotCellsTable;
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
  nominations: NominationsTable;
  processing_records: ProcessingRecordsTable;
  privacy_requests: PrivacyRequestsTable;
  retention_quarantine: RetentionQuarantineTable;
  retention_runs: RetentionRunsTable;
  breaches: BreachesTable;
  breach_notices: BreachNoticesTable;
  breach_updates: BreachUpdatesTable;
  offer_templates: OfferTemplatesTable;
  ctc_structures: CtcStructuresTable;
  offer_approval_rules: OfferApprovalRulesTable;
  offers: OffersTable;
  offer_approvals: OfferApprovalsTable;
  offer_events: OfferEventsTable;
  joining_outcomes: JoiningOutcomesTable;
  joining_reminders: JoiningRemindersTable;
  joining_staff_mails: JoiningStaffMailsTable;
  job_preboarding_documents: JobPreboardingDocumentsTable;
  preboarding_documents: PreboardingDocumentsTable;
  joining_date_requests: JoiningDateRequestsTable;
}
