export {
  paths,
  appPaths,
  applicationRecordPath,
  candidateMergePath,
  candidateRecordPath,
  interviewKitPath,
  intakeReviewPath,
  careerPaths,
  chromelessPaths,
  jobApplicationPath,
  jobPagePath,
  legalPaths,
  marketingPaths,
  privacyBreachPath,
} from './routes';
export type { LegalPath, MarketingPath, StaffPath } from './routes';
export {
  bookInterviewPath,
  erasureConfirmationPath,
  myApplicationPath,
  offerApprovalPath,
  offerPath,
} from './routes';
export {
  INVITATION_VALID_HOURS,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_ANSWERS,
  SIGN_IN_CHALLENGE_MINUTES,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  STAFF_SCREEN_ROLES,
  TWO_FACTOR_POLICIES,
  staffHomePath,
} from './staff-roles';
export type { StaffRole, TwoFactorPolicy } from './staff-roles';
export { footerLinkGroups, navLinks, navMenus, productsMenu, servicesMenu } from './navigation';
export type { NavMenu } from './navigation';
export { company, formatAddress, officeIn } from './company';
export type { SocialNetwork } from './company';
export {
  APPLICATIONS_DENSE_PAGE_SIZES,
  APPLICATIONS_PAGE_SIZE,
  APPLICATION_REDIRECT_MS,
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_PAGE_SIZE,
  CAROUSEL_RESUME_MS,
  DATE_API_FORMAT,
  DATE_ENTRY_FORMAT,
  EMPLOYEE_DEFAULTS,
  EMPLOYEE_MESSAGE_CLEAR_MS,
  HEADER_SHADOW_THRESHOLD_PX,
  HEADLINE_ROTATION_MS,
  MARQUEE_LOOP_SECONDS,
  NOT_FOUND_RETRY_DELAY_MS,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  PHONE_LENGTH,
  PHOTO_MAX_BYTES,
  RESUME_EXTENSIONS,
  SEARCH_DEBOUNCE_MS,
  STORAGE_KEY_CREDENTIALS,
} from './constants';
export {
  APPLICATION_EXPERIENCE_OPTIONS,
  EMPLOYEE_GENDERS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  GENDER_OPTIONS,
  INDIAN_STATES,
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  JOB_LOCATIONS,
  JOB_TYPES,
} from './options';
export type { EmployeeStatus } from './options';
export { EMPLOYEE_DETAILS_FIELDS } from './employee-details';
export { JOB_ALERT_CONFIRM_DAYS } from './job-alerts';
export {
  NOT_SHARED_TEXT,
  SHARE_FIELDS,
  SHARE_FIELDS_PRESELECTED,
  SHARE_FIELD_LABELS,
  SHARE_LIFETIME_DAYS,
  SHARE_NOTICE_VERSION,
  SHARE_PURPOSE_PREFIX,
  SHARES_PER_EMPLOYEE_PER_DAY,
  shareNotice,
} from './verification-sharing';
export type { ShareField } from './verification-sharing';
export { fontFamilies } from './font-families';
export {
  APPLICATION_EVENT_KINDS,
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_NOTE_MAX_MENTIONS,
  PIPELINE_BULK_MOVE_MAX,
  PIPELINE_COMMENT_MAX_LENGTH,
  PIPELINE_STAGE_KINDS,
  PIPELINE_STAGE_NAME_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
} from './pipeline';
export type { ApplicationEventKind, PipelineStageKind } from './pipeline';
export {
  CANDIDATE_EMAIL_BULK_MAX,
  EMAIL_TEMPLATE_BODY_MAX_LENGTH,
  EMAIL_TEMPLATE_NAME_MAX_LENGTH,
  EMAIL_TEMPLATE_PLACEHOLDERS,
  EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH,
  OTHER_ROLES_SENTENCES,
  REJECTION_SEND_TIME,
} from './email-templates';
export type { EmailTemplatePlaceholder, EmailTemplateValues } from './email-templates';
export {
  INTERVIEW_CANCEL_REASON_MAX_LENGTH,
  INTERVIEW_DEFAULT_MINUTES,
  INTERVIEW_DURATION_OPTIONS,
  INTERVIEW_FIRST_START,
  INTERVIEW_LAST_START,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MAX_DAYS_AHEAD,
  INTERVIEW_MAX_INTERVIEWERS,
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_MODES,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_REMINDERS,
  INTERVIEW_REMINDER_KINDS,
  INTERVIEW_REMINDER_LABELS,
  INTERVIEW_STATUSES,
  INTERVIEW_TIME_STEP_MINUTES,
  INTERVIEW_TIME_ZONE,
  INTERVIEW_URL_MAX_LENGTH,
  RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  SCORECARD_COMMENTS_MAX_LENGTH,
  SCORECARD_CRITERION_MAX_LENGTH,
  SCORECARD_FALLBACK_CRITERIA,
  SCORECARD_MAX_CRITERIA,
  SCORECARD_SCORES,
  SCORECARD_SCORE_LABELS,
  REMINDER_CHANNELS,
  REMINDER_CHANNEL_LABELS,
  DEFAULT_WORKING_HOURS,
  SCHEDULING_LINK_STATUSES,
  SELF_SCHEDULING_CUTOFF_HOURS,
  SELF_SCHEDULING_MAX_WINDOW_DAYS,
  SELF_SCHEDULING_NUDGE_HOURS,
  SELF_SCHEDULING_SLOT_STEP_MINUTES,
  WEEKDAY_LABELS,
} from './interviews';
export type {
  InterviewMode,
  InterviewReminderKind,
  InterviewStatus,
  Recommendation,
  ReminderChannel,
  SchedulingLinkStatus,
  ScorecardScore,
} from './interviews';
export {
  BREACH_BOARD_REPORT_HOURS,
  GRIEVANCE_RESPONSE_LIMIT_DAYS,
  GRIEVANCE_RESPONSE_TARGET_DAYS,
  PRIVACY_REQUEST_KINDS,
  RETENTION,
  RETENTION_HOLD_REASON_MAX_LENGTH,
} from './privacy';
export type { PrivacyRequestKind } from './privacy';
export {
  APPLICATION_CONSENT_LABEL,
  KEEP_FOR_OTHER_ROLES_LABEL,
  PRIVACY_NOTICE_VERSIONS,
  applicationNotice,
  contactNotice,
  jobAlertsNotice,
  noticeText,
  verificationNotice,
} from './privacy-notices';
export type { NoticeForm, PrivacyNotice } from './privacy-notices';
export {
  APPLICANT_LINK_LIMIT_PER_ADDRESS,
  APPLICANT_LINK_LIMIT_PER_EMAIL,
  APPLICANT_STATUSES,
  EMAIL_CHANGE_CONFIRMATION_HOURS,
  ERASURE_CONFIRMATION_HOURS,
  PRIVACY_REQUEST_DETAILS_MAX_LENGTH,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_RESPONSE_MAX_LENGTH,
  PRIVACY_REQUEST_SOURCES,
  PRIVACY_REQUEST_SOURCE_LABELS,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_STATUS_LABELS,
} from './privacy-requests';
export type {
  ApplicantStatus,
  PrivacyRequestSource,
  PrivacyRequestStatus,
} from './privacy-requests';
export {
  BREACH_DEFAULT_CONTACT,
  BREACH_DEFAULT_SAFETY_STEPS,
  BREACH_FIELDS,
  BREACH_FIELD_LABELS,
  BREACH_LINE_MAX_LENGTH,
  BREACH_NOTICE_BATCH,
  BREACH_SOURCES,
  BREACH_SOURCE_LABELS,
  BREACH_TEXT_MAX_LENGTH,
  breachReference,
} from './breaches';
export type { BreachField, BreachSource } from './breaches';
export {
  APPLICATION_SOURCES,
  APPLICATION_SOURCE_LABELS,
  CONSENT_SOURCES,
  CONSENT_SOURCE_LABELS,
  CTC_ENTRY_HINT,
  DUPLICATE_REASONS,
  DUPLICATE_REASON_LABELS,
  MANUAL_SOURCES,
  MERGE_FIELDS,
  MERGE_FIELD_LABELS,
  MERGE_UNDO_DAYS,
  NOTICE_PERIODS,
  NOTICE_PERIOD_DAYS,
  NOTICE_PERIOD_LABELS,
  NOTICE_PERIOD_OPTIONS,
  WEBSITE_CONSENT_LABEL,
} from './candidates';
export type {
  ApplicationSource,
  ConsentSource,
  DuplicateReason,
  MergeField,
  NoticePeriod,
} from './candidates';
export {
  INTAKE_MAX_FILES,
  INTAKE_MAX_UPLOAD_BYTES,
  INTAKE_ORIGINS,
  INTAKE_ORIGIN_LABELS,
  INTAKE_REVIEWABLE,
  INTAKE_STATUSES,
  INTAKE_STATUS_LABELS,
} from './intake';
export type { IntakeOrigin, IntakeStatus } from './intake';
