import type { ApplicationDetail } from '@/entities/application';
import type { Employee, EmployeeDetailsRecord } from '@/entities/employee';
import type { StaffJob } from '@/entities/job';
import type { StaffRole } from '@vistaar/shared/config';
import type {
  SchedulingLink,
  StaffCalendarSettings,
  CandidateImport,
  CandidateImportOutcome,
  PoolCandidate,
  SavedListEntry,
  SavedListSummary,
  CtcStructure,
  JoiningRow,
  OfferRecord,
  Preboarding,
  OfferTemplate,
  ApplicationEvent,
  Holiday,
  BreachAffectedPerson,
  CandidateDetail,
  CandidateMergeResult,
  DuplicateMatch,
  DuplicatePair,
  IntakeItemDetail,
  BreachJobOption,
  BreachRecord,
  EmailTemplate,
  EmployeeDraft,
  HiredCandidate,
  ScheduledEmail,
  ChannelConsentEntry,
  ConversationMessage,
  WhatsappCosts,
  WhatsappReplyState,
  QuarantinedMail,
  AuditEntry,
  RetentionItem,
  RetentionRun,
  Mention,
  MyApplication,
  PipelineStage,
  PrivacyRequest,
  RejectionReason,
  ReportJob,
  FeedbackRecord,
  FeedbackSummary,
  Interview,
  InterviewKit,
  InterviewerOption,
  TeamMate,
  MyInterviews,
  InvitationPreview,
  PendingInvitation,
  StaffSession,
  TeamMember,
  VerificationCheck,
  VerificationDisclosure,
  VerificationOverview,
} from '@vistaar/shared/contract';
import type { ContactMessage, JobAlertSignup, ShareRequest } from '@vistaar/shared/validation';
import type { PreboardingDocumentListInput } from '@vistaar/shared/validation/preboarding-schema';

/** The session token of the staff member the API knows; preload it to be signed in. */
export const STAFF_TOKEN = 'staff-token';

/** The one staff account, as `POST /api/auth/login` accepts it. */
export const STAFF_ACCOUNT = {
  emailId: 'hr@vistaarinfotech.in',
  password: 'tea garden monsoon ledger',
} as const;

/** The code the signed-in member's authenticator shows here (two-factor sign-in). */
export const AUTHENTICATOR_CODE = '246810';

/** The one-time code every verification e-mail carries here. */
export const SENT_OTP = '123456';

/** An employee who may verify: what they type, where the code goes, what they then see. */
export interface VerifiableEmployee {
  employeeCode: string;
  /** YYYY-MM-DD */
  dob: string;
  /** The masked address the answer names, e.g. 'r****@example.com'. */
  destination: string;
  record: EmployeeDetailsRecord;
}

/** An interview's scorecard as the signed-in member stands to it. */
export interface InterviewScorecard {
  criteria: string[];
  /** On the panel of an interview that has started. */
  canSubmit: boolean;
  /** The member's submissions, oldest first; the last is the current one. */
  mine: FeedbackRecord[];
  /** The other interviewers' current feedback, shown once the member has given theirs. */
  others: FeedbackRecord[];
}

/** A code sent and not yet used. */
export interface OtpChallenge {
  sentAt: number;
  attemptsLeft: number;
  /** The privacy notice the request was made under, as the server stores it. */
  noticeVersion: string;
}

/** What an application stored about its notice and consent (the server's columns). */
export interface ApplicationConsent {
  applicationId: number;
  noticeVersion: string;
  consent: boolean;
  keepForOtherRoles: boolean;
}

function emptyDatabase() {
  return {
    /** Every posted job, open or closed; the careers page lists the open ones. */
    jobs: [] as StaffJob[],
    applications: [] as ApplicationDetail[],
    /** People across jobs, as `GET /api/candidates/:id` answers an admin. */
    candidates: [] as CandidateDetail[],
    /** Intake items with what their resumes propose, as `GET /api/intake/items/:id` answers. */
    intakeItems: [] as IntakeItemDetail[],
    /** Open pairs of likely duplicate candidates. */
    duplicatePairs: [] as DuplicatePair[],
    /** Merges made, with the pair they came from and the body sent. */
    candidateMerges: [] as (CandidateMergeResult & { pair: DuplicatePair; undone: boolean })[],
    /** What `POST /api/candidates/duplicate-check` finds, whatever is typed. */
    likelyDuplicates: [] as DuplicateMatch[],
    /** Candidates the talent pool finds (a search matches their names and passages). */
    poolCandidates: [] as PoolCandidate[],
    /** Jobs each pool candidate has an application for. */
    poolApplications: [] as { candidateId: number; jobId: number }[],
    savedLists: [] as (SavedListSummary & { entries: SavedListEntry[] })[],
    /** What an uploaded import file reads as (any file uploaded gets this answer). */
    candidateImport: null as CandidateImport | null,
    /** What the dry run of that import says; the apply does the same, new people numbered from 900. */
    candidateImportOutcome: null as CandidateImportOutcome | null,
    /** Each stored application's notice version and consent, by application id. */
    applicationConsents: [] as ApplicationConsent[],
    employees: [] as Employee[],
    /** Hired candidates' applications as the employee-record draft tells them, by application. */
    employeeDrafts: [] as EmployeeDraft[],
    /** Hired candidates as HR's list names them; those with a record made are left out. */
    hiredCandidates: [] as HiredCandidate[],
    /** The employee record made from each application, by application id. */
    employeesFromApplications: new Map<number, number>(),
    verifiableEmployees: [] as VerifiableEmployee[],
    /** Codes sent, by employee code. */
    otpChallenges: new Map<string, OtpChallenge>(),
    /** Messages the contact form delivered. */
    contactMessages: [] as ContactMessage[],
    /** Job-alert sign-ups as sent (the answer is the same whether the address is new or not). */
    jobAlertSignups: [] as JobAlertSignup[],
    /** Whether this browser holds a verified employee's sharing session (a cookie on the server). */
    employeeVerified: false,
    /** Shares the verified employee created, as confirmed in the share dialog. */
    shares: [] as ShareRequest[],
    /** Verifier links by token: what each shows once its code is given. */
    verifierLinks: new Map<string, VerificationDisclosure>(),
    /** The verified employee's shares, disclosure ledger and error reports ('My verifications'). */
    mySharing: {
      employeeName: 'Ravi Kumar',
      sharingSuspended: false,
      nominee: null,
      shares: [],
      ledger: [],
      errorReports: [],
    } as VerificationOverview,
    /** Verification sharing as staff see it on an employee record, by the record's id. */
    employeeSharing: new Map<number, VerificationOverview>(),
    /** What the public check knows: each verification ID ever issued, with its standing. */
    verificationChecks: [] as VerificationCheck[],
    /** Tokens of the sessions the API accepts. */
    sessions: new Set<string>([STAFF_TOKEN]),
    /** The role of the staff account (what `GET /api/auth/me` answers). */
    staffRole: 'admin' as StaffRole,
    /** The staff account's password (it can be changed on My account). */
    staffPassword: STAFF_ACCOUNT.password as string,
    /** Whether the staff account signs in with a second factor. */
    staffTwoFactor: false,
    /** Whether the two-factor policy requires it for the staff account's role. */
    staffTwoFactorRequired: false,
    /** Whether the staff account asked for the Monday summary (My account). */
    staffWeeklySummary: false,
    /**
     * The two-factor rule holds the current session back (opened with the password alone):
     * until it sets a factor up or gives a code, screens answer 403 with this refusal's code.
     */
    sessionOwesSecondFactor: null as 'enrol' | 'verify' | null,
    /** The authenticator secret made by a set-up not yet confirmed. */
    pendingTwoFactorSecret: null as string | null,
    /** The staff account's unused recovery codes. */
    staffRecoveryCodes: [] as string[],
    /** The staff account's open sessions, as My account lists them. */
    staffSessions: [] as StaffSession[],
    /** The Team screen: accounts and open invitations. */
    teamMembers: [] as TeamMember[],
    invitations: [] as PendingInvitation[],
    /** Invitation links still valid, by the token their e-mail carries. */
    invitationLinks: new Map<string, InvitationPreview>(),
    auditEntries: [] as AuditEntry[],
    /** The retention quarantine and the last runs (admins and HR). */
    retentionQuarantine: [] as RetentionItem[],
    retentionRuns: [] as RetentionRun[],
    /** The pipeline as a new installation seeds it (migration 0011). */
    pipelineStages: seededStages(),
    /** Public holidays stage limits skip (migration 0048 seeds these). */
    holidays: [
      { day: '2026-01-26', name: 'Republic Day' },
      { day: '2026-08-15', name: 'Independence Day' },
      { day: '2026-10-02', name: 'Gandhi Jayanti' },
    ] as Holiday[],
    rejectionReasons: [
      { id: 1, label: 'Not enough experience' },
      { id: 2, label: 'Position filled' },
      { id: 3, label: 'Candidate withdrew' },
      { id: 4, label: 'No response' },
    ] as RejectionReason[],
    /** Reasons archived from the list: kept for past rejections, no longer offered. */
    archivedReasonIds: new Set<number>(),
    /** Each application's history, oldest first, by application id. */
    applicationEvents: new Map<number, ApplicationEvent[]>(),
    /** Offers, their letter templates and CTC structures (the tests seed those they need). */
    offers: [] as OfferRecord[],
    /** Accepted offers on the Joining screen (the tests seed those they need). */
    joinings: [] as JoiningRow[],
    offerTemplates: [] as OfferTemplate[],
    ctcStructures: [] as CtcStructure[],
    /** Accepted offers' pre-boarding, by offer id (absent: not reviewable, 404). */
    preboarding: new Map<number, Preboarding>(),
    /** Jobs' own pre-boarding document lists, by job id (the default list when absent). */
    jobPreboardingDocuments: new Map<number, PreboardingDocumentListInput['documents']>(),
    /** E-mail templates (the tests seed those they need). */
    emailTemplates: [] as EmailTemplate[],
    /** Candidate e-mails held back to send later, every application's, oldest first. */
    scheduledEmails: [] as ScheduledEmail[],
    /** Each application's e-mails with the candidate, oldest first, by application id. */
    conversations: new Map<number, ConversationMessage[]>(),
    /** Whether free text may go on WhatsApp now, by application id (off when absent). */
    whatsappReplyStates: new Map<number, WhatsappReplyState>(),
    /** WhatsApp's cost per month (YYYY-MM); a month absent had no billable message. */
    whatsappCosts: new Map<string, WhatsappCosts>(),
    /** Replies no application took, newest first (the admins' quarantine). */
    quarantine: [] as QuarantinedMail[],
    /** Each candidate's number (E.164) and messaging consent history, newest first. */
    messagingConsents: new Map<number, { phone: string | null; history: ChannelConsentEntry[] }>(),
    /** E-mails the outbox took: to candidates and test sends. */
    sentEmails: [] as { to: string; subject: string; text: string }[],
    /** The query of each CSV export of the desk. */
    exports: [] as Record<string, string>[],
    /** Active staff who may sit on an interview panel. */
    interviewers: [] as InterviewerOption[],
    /** Every interview of every application. */
    interviews: [] as Interview[],
    /** Links sent for candidates to book their interview, by application id, newest first. */
    schedulingLinks: new Map<number, SchedulingLink[]>(),
    /** The signed-in member's working hours, own calendar and feed (the defaults until set). */
    myCalendar: {
      workDays: [1, 2, 3, 4, 5],
      workStart: '10:00',
      workEnd: '18:00',
      calendarConnected: false,
      calendarReadAt: null,
      calendarError: null,
      feedActive: false,
    } as StaffCalendarSettings,
    /** The signed-in member's own interviews ('My interviews'). */
    myInterviews: { upcoming: [], awaitingFeedback: [] } as MyInterviews,
    /** Interview kits open to the signed-in member, by interview id. */
    interviewKits: new Map<number, InterviewKit>(),
    /** Each job's hiring managers, by job id (none when absent). */
    hiringManagers: new Map<number, TeamMate[]>(),
    /** Members with the hiring manager role, who may be made one. */
    hiringManagerOptions: [] as TeamMate[],
    /** Each job's owning recruiter, by job id (none when absent). */
    jobRecruiters: new Map<number, TeamMate>(),
    /** Recruiters and admins, who may own a job. */
    recruiterOptions: [] as TeamMate[],
    /** Scorecards by interview id. */
    scorecards: new Map<number, InterviewScorecard>(),
    /** Criteria set for a job's scorecard, by job id (its skills when absent). */
    jobScorecards: new Map<number, string[]>(),
    /** Feedback summed up, by application id (none yet when absent). */
    feedbackSummaries: new Map<number, FeedbackSummary>(),
    /** Colleagues a note may name; the signed-in member is the first. */
    teamMates: [
      { id: 1, name: 'Asha Verma' },
      { id: 2, name: 'Rohit Bansal' },
    ],
    /** Notes naming the signed-in member, newest first ('For you'). */
    mentions: [] as Mention[],
    /** Recorded breaches (the tests seed those they need). */
    breaches: [] as BreachRecord[],
    /** The people each breach names, by breach id. */
    breachAffected: new Map<number, BreachAffectedPerson[]>(),
    /** Jobs a breach may be narrowed to. */
    breachJobs: [] as BreachJobOption[],
    /** Every notice the outbox took, per breach id. */
    breachNoticesSent: new Map<number, number>(),
    /** 'My application' links by token: the application each opens, or null once it was erased. */
    myApplications: new Map<string, MyApplication | null>(),
    /** Erasure confirmation links not used yet, by token: the 'My application' link each erases. */
    erasureLinks: new Map<string, string>(),
    /** E-mail change links not used yet, by token: the 'My application' link and the new address. */
    emailChangeLinks: new Map<string, { access: string; email: string }>(),
    /** 'Send me a new link' requests this hour, by e-mail address (lower-cased). */
    applicantLinkRequests: new Map<string, number>(),
    /** Erasure requests this hour, by 'My application' link. */
    erasureRequests: new Map<string, number>(),
    /** The staff 'Privacy requests' screen: every request, self-service ones included. */
    privacyRequests: [] as PrivacyRequest[],
    /** Jobs the reports may be narrowed to. */
    reportJobs: [] as ReportJob[],
    /** Each report's answer, whatever the filters (the tests seed those they read). */
    reports: {} as Partial<Record<string, unknown>>,
    /** The query of each report and CSV asked for, in order. */
    reportQueries: [] as { view: string; csv: boolean; query: Record<string, string> }[],
  };
}

function seededStages(): PipelineStage[] {
  const seeded = [
    ['New', 'open'],
    ['Screening', 'open'],
    ['Interview', 'open'],
    ['Offer', 'open'],
    ['Hired', 'hired'],
    ['Rejected', 'rejected'],
    ['Withdrawn', 'withdrawn'],
  ] as const;
  return seeded.map(([name, kind], index) => ({
    id: index + 1,
    name,
    kind,
    position: index + 1,
    archived: false,
    entry: index === 0,
    // Counted from the applications when answered.
    applications: 0,
  }));
}

/**
 * What the API of the tests holds: empty but for the staff session before every test
 * (see jest-web-setup.ts). Tests put in the records they need; the handlers read and change them.
 */
export const db = emptyDatabase();

export function resetDatabase() {
  Object.assign(db, emptyDatabase());
}

/** The next id for a new record of a list. */
export const nextId = (records: readonly { id: number }[]) =>
  records.reduce((highest, record) => Math.max(highest, record.id), 0) + 1;
