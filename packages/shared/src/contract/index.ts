export { jobSchema, staffJobSchema, jobDeletionSchema, jobHiringManagersSchema } from './job';
export type { Job, StaffJob, JobDeletion, JobHiringManagers } from './job';
export {
  screeningAnswerSchema,
  screeningQuestionSchema,
  staffScreeningQuestionSchema,
} from './screening';
export type { ScreeningAnswer, ScreeningQuestion, StaffScreeningQuestion } from './screening';
export {
  applicationListItemSchema,
  applicationDetailSchema,
  applicationReceiptSchema,
  matchingApplicationSchema,
  resumeLinkSchema,
} from './application';
export type {
  ApplicationListItem,
  ApplicationDetail,
  ApplicationReceipt,
  MatchingApplication,
  ResumeLink,
} from './application';
export {
  employeeDetailsRecordSchema,
  employeeDraftSchema,
  employeeRecordSchema,
  hiredCandidateSchema,
} from './employee';
export type { Employee, EmployeeDetailsRecord, EmployeeDraft, HiredCandidate } from './employee';
export {
  challengeRequestSchema,
  loginRequestSchema,
  secondStepRequestSchema,
  signedInSchema,
} from './session';
export type { LoginRequest, SecondStepRequest, SignedIn } from './session';
export {
  auditEntrySchema,
  enrolledSignInSchema,
  invitationPreviewSchema,
  myAccountSchema,
  recoveryCodesSchema,
  pendingInvitationSchema,
  staffProfileSchema,
  staffSessionSchema,
  teamMemberSchema,
  teamSchema,
  twoFactorEnrolmentSchema,
} from './staff';
export type {
  AuditEntry,
  EnrolledSignIn,
  InvitationPreview,
  MyAccount,
  RecoveryCodes,
  PendingInvitation,
  StaffProfile,
  StaffSession,
  Team,
  TeamMember,
  TwoFactorEnrolment,
} from './staff';
export {
  disclosedFieldSchema,
  errorReportRecordSchema,
  ledgerEntrySchema,
  verificationCheckSchema,
  verificationCodeSentSchema,
  verificationDisclosureSchema,
  verificationOverviewSchema,
  verificationShareSchema,
} from './verification';
export type {
  DisclosedField,
  ErrorReportRecord,
  LedgerEntry,
  VerificationCheck,
  VerificationCodeSent,
  VerificationDisclosure,
  VerificationOverview,
  VerificationShare,
} from './verification';
export {
  applicationEventSchema,
  bulkStageMoveResultSchema,
  holidaySchema,
  mentionSchema,
  pipelineStageSchema,
  rejectionReasonSchema,
  stageSummarySchema,
  teamMateSchema,
} from './pipeline';
export type {
  ApplicationEvent,
  BulkStageMoveResult,
  Holiday,
  Mention,
  PipelineStage,
  RejectionReason,
  StageSummary,
  TeamMate,
} from './pipeline';
export {
  bulkCandidateEmailResultSchema,
  emailTemplateRecordSchema,
  renderedEmailSchema,
  scheduledEmailRecordSchema,
} from './email-template';
export type {
  BulkCandidateEmailResult,
  EmailTemplate,
  RenderedEmail,
  ScheduledEmail,
} from './email-template';
export {
  candidateBookingSchema,
  feedbackRecordSchema,
  feedbackSummarySchema,
  interviewKitSchema,
  interviewSchema,
  interviewerOptionSchema,
  jobScorecardSchema,
  interviewFeedSchema,
  myInterviewsSchema,
  schedulingLinkSchema,
  scorecardSchema,
  staffCalendarSettingsSchema,
} from './interview';
export type {
  CandidateBooking,
  FeedbackRecord,
  FeedbackSummary,
  Interview,
  InterviewKit,
  InterviewReminder,
  InterviewerOption,
  JobScorecard,
  MyInterviews,
  SchedulingLink,
  Scorecard,
  StaffCalendarSettings,
} from './interview';
export { processingRecordSchema, retentionItemSchema, retentionRunSchema } from './retention';
export type { ProcessingRecord, RetentionItem, RetentionRun } from './retention';
export {
  applicantFieldsSchema,
  myApplicationSchema,
  myPrivacyRequestSchema,
  nominationSchema,
  privacyRequestSchema,
  sharedWithSchema,
} from './privacy-requests';
export type {
  ApplicantFields,
  MyApplication,
  MyPrivacyRequest,
  Nomination,
  PrivacyRequest,
  SharedWith,
} from './privacy-requests';
export {
  breachAffectedPersonSchema,
  breachJobOptionSchema,
  breachListItemSchema,
  breachRecordSchema,
  breachUpdateEntrySchema,
} from './breach';
export type {
  BreachAffectedPerson,
  BreachJobOption,
  BreachListItem,
  BreachRecord,
  BreachUpdateEntry,
} from './breach';
export {
  ageingReportSchema,
  funnelReportSchema,
  interviewerLoadReportSchema,
  offersReportSchema,
  rejectionsReportSchema,
  reportJobSchema,
  sourcesReportSchema,
  timeReportSchema,
} from './report';
export type {
  AgeingReport,
  FunnelReport,
  InterviewerLoadReport,
  OffersReport,
  RejectionsReport,
  ReportJob,
  SourcesReport,
  TimeReport,
} from './report';
export { candidateDetailSchema, candidateErasureSchema } from './candidate';
export type { CandidateApplication, CandidateDetail, CandidateErasure } from './candidate';
export {
  candidateDuplicatesSchema,
  candidateMergeResultSchema,
  candidateMergeUndoneSchema,
  duplicateMatchSchema,
  duplicatePairSchema,
} from './candidate-duplicates';
export type {
  CandidateDuplicates,
  CandidateMergeResult,
  DuplicateMatch,
  DuplicatePair,
  PairCandidate,
} from './candidate-duplicates';
export {
  candidateOfferSchema,
  ctcStructureRecordSchema,
  offerApprovalOptionsSchema,
  offerApprovalRuleRecordSchema,
  offerRecordSchema,
  offerTemplateRecordSchema,
} from './offer';
export type {
  CandidateOffer,
  CtcStructure,
  OfferApprovalOptions,
  OfferApprovalRule,
  OfferRecord,
  OfferTemplate,
} from './offer';
export { joinedResultSchema, joiningRowSchema } from './joining';
export type { JoinedResult, JoiningRow } from './joining';
export {
  joiningRequestSchema,
  preboardingDocumentListSchema,
  preboardingDocumentSchema,
  preboardingSchema,
} from './preboarding';
export type {
  JoiningRequest,
  Preboarding,
  PreboardingDocument,
  PreboardingDocumentList,
} from './preboarding';
export {
  intakeAcceptResultSchema,
  intakeItemDetailSchema,
  intakeItemSchema,
  intakeUploadResultSchema,
} from './intake';
export type {
  IntakeAcceptResult,
  IntakeFieldProposal,
  IntakeItem,
  IntakeItemDetail,
  IntakeUploadResult,
} from './intake';
export { conversationMessageSchema, quarantinedMailSchema } from './conversation';
export type { ConversationMessage, QuarantinedMail, MessageDelivery } from './conversation';
export { whatsappCostsSchema, whatsappReplyStateSchema } from './whatsapp';
export type { WhatsappCosts, WhatsappReplyState } from './whatsapp';
export { channelConsentEntrySchema, messagingConsentSchema } from './channel-consent';
export type { ChannelConsentEntry, MessagingConsent } from './channel-consent';
export { poolCandidateSchema, savedListEntrySchema, savedListSummarySchema } from './talent-pool';
export type { PoolCandidate, SavedListEntry, SavedListSummary } from './talent-pool';
export { candidateImportOutcomeSchema, candidateImportSchema } from './candidate-import';
export type { CandidateImport, CandidateImportOutcome, ImportRowOutcome } from './candidate-import';
