export { EMAIL_PATTERN, RECORD_ID_MAX, isIsoDate, entryDateToIso, isPastOrToday } from './common';
export { CONTACT_FIELDS, contactSchema, contactMessages } from './contact-schema';
export { noticeVersionField, privacyMessages } from './privacy-schema';
export type { ContactFormPost, ContactMessage } from './contact-schema';
export { applicationSchema, applicationMessages, resumeFileSchema } from './application-schema';
export type { ApplicationFormPost, JobApplicationInput } from './application-schema';
export { candidateFieldMessages } from './candidate-fields';
export {
  applicationSourceSchema,
  candidateMessages,
  manualCandidateSchema,
} from './candidate-schema';
export type { ApplicationSourceInput, ManualCandidateInput } from './candidate-schema';
export {
  appliedRangeSchema,
  applicationFiltersSchema,
  applicationsFilterMessages,
  applicationsQuerySchema,
} from './applications-filter-schema';
export type {
  AppliedRange,
  ApplicationFilters,
  ApplicationsQuery,
} from './applications-filter-schema';
export { reportFiltersSchema } from './report-schema';
export type { ReportFilters } from './report-schema';
export { jobPostingSchema, jobMessages, parseSkills } from './job-schema';
export {
  isKnockoutAnswer,
  knockoutChoices,
  screeningAnswerErrors,
  screeningAnswerField,
  screeningMessages,
  screeningQuestionInputSchema,
} from './screening-schema';
export type { ScreeningQuestionInput } from './screening-schema';
export type { JobPostingInput } from './job-schema';
export { employeeSchema, employeeMessages } from './employee-schema';
export type { EmployeeInput, EmployeePayload } from './employee-schema';
export { otpRequestSchema, otpVerifySchema, verificationMessages } from './verification-schema';
export type { EmployeeCheckPost, OtpRequest, OtpVerifyRequest } from './verification-schema';
export { jobAlertSignupSchema, jobAlertMessages } from './job-alert-schema';
export type { JobAlertSignup } from './job-alert-schema';
export {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  currentPasswordSchema,
  invitationAcceptSchema,
  passwordChangeSchema,
  staffAccountMessages,
  staffInvitationSchema,
  staffRoleChangeSchema,
  twoFactorCodeSchema,
  twoFactorPolicySchema,
  weeklySummarySchema,
} from './staff-account-schema';
export type {
  CurrentPasswordInput,
  InvitationAcceptInput,
  PasswordChangeInput,
  StaffInvitationInput,
  TwoFactorCodeInput,
  WeeklySummaryInput,
} from './staff-account-schema';
export {
  errorReportSchema,
  errorResolutionSchema,
  shareMessages,
  shareRequestSchema,
} from './verification-share-schema';
export type { ErrorReport, ErrorResolution, ShareRequest } from './verification-share-schema';
export {
  applicationNoteSchema,
  bulkStageMoveSchema,
  holidayCreateSchema,
  pipelineMessages,
  rejectionReasonLabelSchema,
  stageCreateSchema,
  stageMoveSchema,
  stageOrderSchema,
  stageRenameSchema,
} from './pipeline-schema';
export type {
  ApplicationNoteInput,
  BulkStageMoveInput,
  HolidayInput,
  RejectionReasonInput,
  StageCreateInput,
  StageMoveInput,
  StageOrderInput,
  StageRenameInput,
} from './pipeline-schema';
export {
  bulkCandidateEmailSchema,
  candidateEmailSchema,
  emailPreviewSchema,
  emailTemplateMessages,
  emailTemplateSchema,
  emailTemplateStageSchema,
  scheduledEmailSchema,
  unknownPlaceholderMessage,
} from './email-template-schema';
export type {
  BulkCandidateEmailInput,
  CandidateEmailInput,
  EmailPreviewInput,
  EmailTemplateInput,
  EmailTemplateStageInput,
  ScheduledEmailInput,
} from './email-template-schema';
export {
  feedbackSchema,
  interviewCancelSchema,
  interviewMessages,
  interviewRescheduleSchema,
  interviewScheduleSchema,
  parseCriteria,
  schedulingLinkOfferSchema,
  scorecardCriteriaSchema,
  slotChoiceSchema,
  staffCalendarSchema,
} from './interview-schema';
export type {
  FeedbackInput,
  InterviewCancelInput,
  InterviewRescheduleInput,
  InterviewScheduleInput,
  SchedulingLinkOfferInput,
  ScorecardCriteriaInput,
  SlotChoiceInput,
  StaffCalendarInput,
} from './interview-schema';
export { retentionHoldSchema, retentionMessages } from './retention-schema';
export type { RetentionHoldInput } from './retention-schema';
export {
  MY_APPLICATION_FORMS,
  applicantLinkRequestSchema,
  contactCorrectionSchema,
  grievanceSchema,
  nominationInputSchema,
  privacyRequestMessages,
  privacyResponseSchema,
  staffPrivacyRequestSchema,
} from './privacy-request-schema';
export type {
  ApplicantLinkRequest,
  ContactCorrection,
  GrievanceInput,
  MyApplicationForm,
  MyApplicationFormPost,
  NominationInput,
  PrivacyResponseInput,
  StaffPrivacyRequestInput,
} from './privacy-request-schema';
export {
  breachMessages,
  breachMomentToIso,
  breachNoticeConfirmationSchema,
  breachSchema,
  breachUpdateSchema,
} from './breach-schema';
export type { BreachInput, BreachNoticeConfirmation, BreachUpdateInput } from './breach-schema';
export {
  intakeAcceptSchema,
  intakeDiscardSchema,
  intakeMessages,
  intakeUploadSchema,
} from './intake-schema';
export type { IntakeAcceptInput, IntakeDiscardInput } from './intake-schema';
export {
  CONVERSATION_REPLY_MAX_LENGTH,
  conversationMessages,
  conversationReplySchema,
  quarantineAttachSchema,
} from './conversation-schema';
export type { ConversationReplyInput, QuarantineAttachInput } from './conversation-schema';
export {
  CONSENT_NOTE_MAX_LENGTH,
  channelConsentMessages,
  channelConsentSchema,
} from './channel-consent-schema';
export type { ChannelConsentInput } from './channel-consent-schema';
export {
  candidateMergeMessages,
  candidateMergeSchema,
  duplicateCheckSchema,
} from './candidate-merge-schema';
export type { CandidateMergeInput, DuplicateCheckInput } from './candidate-merge-schema';
export {
  candidateTagSchema,
  poolAddToJobSchema,
  savedListChoiceSchema,
  savedListMemberSchema,
  savedListSchema,
  talentPoolMessages,
  talentPoolQuerySchema,
} from './talent-pool-schema';
export type {
  CandidateTagInput,
  PoolAddToJobInput,
  SavedListChoiceInput,
  SavedListInput,
  SavedListMemberInput,
  TalentPoolQuery,
} from './talent-pool-schema';
export { candidateImportMappingSchema, candidateImportMessages } from './candidate-import-schema';
export type { CandidateImportMappingInput } from './candidate-import-schema';
