import { slugify } from '../lib/slug';

/** Every route of the product, as data. Components link with these, never with hand-built strings. */
export const paths = {
  home: '/',
  about: '/about',
  career: '/career',
  jobApplication: '/job-application-form',
  /** The e-mail footer's link that ends WhatsApp and SMS messages (signed, one click). */
  messagingUnsubscribe: '/messages/unsubscribe',
  login: '/login',
  contact: '/contact',
  employeeDetails: '/employee-details',
  appliedJob: '/applied-job',
  /** One application: its details, stage and history (a route pattern; link with `applicationRecordPath`). */
  applicationRecord: '/applied-job/:applicationId',
  /** One person across jobs (a route pattern; link with `candidateRecordPath`). */
  candidateRecord: '/applied-job/candidates/:candidateId',
  /** Pairs of candidates that are likely one person, for staff to merge or set apart. */
  candidateDuplicates: '/candidate-duplicates',
  /** One pair side by side, to merge (a route pattern; link with `candidateMergePath`). */
  candidateMerge: '/candidate-duplicates/:pairId',
  jobsList: '/jobs-list',
  postJob: '/post-job',
  employeeList: '/employee-list',
  team: '/team',
  myAccount: '/my-account',
  auditTrail: '/audit-trail',
  emailTemplates: '/email-templates',
  /** The pipeline's stages and the rejection reasons. */
  pipelineSettings: '/pipeline-settings',
  myInterviews: '/my-interviews',
  /** One interview's kit for its panel (a route pattern; link with `interviewKitPath`). */
  interviewKit: '/my-interviews/:interviewId/kit',
  acceptInvitation: '/accept-invitation',
  myVerifications: '/my-verifications',
  verify: '/verify',
  verifyCheck: '/verify/check',
  privacyRetention: '/privacy/retention',
  /** The applicant's own page: '/my-application/<token>'; without a token, a new link by e-mail. */
  myApplication: '/my-application',
  /** The erasure confirmation link's page: '/my-application/confirm-erasure/<token>'. */
  myApplicationErasure: '/my-application/confirm-erasure',
  /** The link that confirms a changed e-mail address: '/my-application/confirm-email/<token>'. */
  myApplicationEmail: '/my-application/confirm-email',
  privacyRequests: '/privacy/requests',
  privacyBreaches: '/privacy/breaches',
  privacyBreachNew: '/privacy/breaches/new',
  /** One recorded breach and its notices (a route pattern; link with `privacyBreachPath`). */
  privacyBreach: '/privacy/breaches/:breachId',
  /** Hiring reports: funnel, times, sources, interviewer load, ageing, rejections. */
  reports: '/reports',
  /** Offer letter templates and CTC structures (admins and HR); approval chains (admins). */
  offerTemplates: '/offers/templates',
  /** The offers waiting for the signed-in member's approval; one opens at `offerApprovalPath`. */
  offerApprovals: '/offers/approvals',
  offerApproval: '/offers/approvals/:offerId',
  /** Accepted offers on their way to joining: mark joined or dropped out. */
  joining: '/offers/joining',
  /** Under it, the candidate's private offer link (link with `offerPath`). */
  offer: '/offer',
  /** Under it, the candidate's private link to book their interview (link with `bookInterviewPath`). */
  bookInterview: '/book-interview',
  /** Resumes that came in by upload or e-mail, waiting for review. */
  intake: '/intake',
  /** One intake item's review (a route pattern; link with `intakeReviewPath`). */
  intakeReview: '/intake/:itemId',
  /** Candidates' replies that reached no application (admins). */
  mailQuarantine: '/mail-quarantine',
  /** The search over every candidate, with saved lists. */
  talentPool: '/talent-pool',
} as const;

/** One offer awaiting approval, as its approvers open it (after signing in). */
export function offerApprovalPath(offerId: number): string {
  return `${paths.offerApprovals}/${offerId}`;
}

/** The candidate's private link to choose their interview's time. */
export function bookInterviewPath(token: string): string {
  return `${paths.bookInterview}/${token}`;
}

/** The candidate's private link to their offer. */
export function offerPath(token: string): string {
  return `${paths.offer}/${token}`;
}

/** One intake item's review screen: '/intake/7'. */
export function intakeReviewPath(itemId: number): string {
  return `${paths.intake}/${itemId}`;
}

/** The applicant's private link to 'My application'. */
export function myApplicationPath(token: string): string {
  return `${paths.myApplication}/${token}`;
}

/** The link that confirms an applicant's erasure request. */
export function erasureConfirmationPath(token: string): string {
  return `${paths.myApplicationErasure}/${token}`;
}

/** The link, sent to a new e-mail address, that makes it the application's address. */
export function emailChangeConfirmationPath(token: string): string {
  return `${paths.myApplicationEmail}/${token}`;
}

/** One recorded breach: '/privacy/breaches/3'. */
export function privacyBreachPath(breachId: number): string {
  return `${paths.privacyBreaches}/${breachId}`;
}

/** A verifier's link to one share: '/verify/<token>'. */
export function verifyPath(token: string): string {
  return `${paths.verify}/${token}`;
}

/** One application's page on the desk: '/applied-job/42'. */
export function applicationRecordPath(applicationId: number): string {
  return `${paths.appliedJob}/${applicationId}`;
}

/** The merge screen of one likely duplicate pair: '/candidate-duplicates/7'. */
export function candidateMergePath(pairId: number): string {
  return `${paths.candidateDuplicates}/${pairId}`;
}

/** One candidate's page: '/applied-job/candidates/42'. */
export function candidateRecordPath(candidateId: number): string {
  return `${paths.appliedJob}/candidates/${candidateId}`;
}

/** One interview's kit: '/my-interviews/7/kit'. */
export function interviewKitPath(interviewId: number): string {
  return `${paths.myInterviews}/${interviewId}/kit`;
}

/** Builds the application form link for one job, carried in the URL so it survives a reload. */
export function jobApplicationPath(jobId?: number): string {
  return jobId ? `${paths.jobApplication}?jobId=${jobId}` : paths.jobApplication;
}

/** The open jobs' own pages, feeds and e-mail alerts, under /career. */
export const careerPaths = {
  feed: '/career/feed.xml',
  jobsJson: '/career/jobs.json',
  alerts: '/career/alerts',
  alertsConfirm: '/career/alerts/confirm',
  alertsUnsubscribe: '/career/alerts/unsubscribe',
} as const;

/**
 * One job's own page, '/career/12-senior-react-developer': the id finds the job, the slug
 * follows its title (an old slug is redirected to the current one).
 */
export function jobPagePath(job: { id: number; title: string }): string {
  const slug = slugify(job.title);
  return `${paths.career}/${job.id}${slug ? `-${slug}` : ''}`;
}

/** The job id and slug of a job page's last path segment, or null when it is not one. */
export function parseJobPageSegment(segment: string): { id: number; slug: string } | null {
  const match = /^([1-9]\d{0,8})(?:-([a-z0-9-]*))?$/.exec(segment);
  return match ? { id: Number(match[1]), slug: match[2] ?? '' } : null;
}

export const legalPaths = [
  '/term-condition',
  '/privacy-policy',
  '/disclaimer',
  '/security-policy',
  '/cookie-policy',
] as const;

export const servicePaths = [
  '/webapp-development',
  '/web-development',
  '/app-development',
  '/api-integration',
  '/ecommerce',
  '/seo',
  '/consulting',
] as const;

export const aiToolPaths = [
  '/text-to-speech',
  '/text-to-sound',
  '/voice-changer',
  '/voice-cloning',
  '/voice-design',
  '/voice-isolator',
  '/chatbot',
  '/dubbing-studio',
  '/conversational-ai',
  '/speech-to-text',
  '/studio',
] as const;

export const messagingPaths = [
  '/bulk-sms',
  '/rcs-messaging',
  '/longcode-shortcode',
  '/meta-api',
  '/click2call',
  '/truecaller',
  '/truecaller-messaging',
] as const;

export const productPaths = [
  '/audit',
  '/hrm',
  '/lms',
  '/assets',
  '/auto-dialer',
  '/ivr',
  '/vts',
  '/attendance',
  '/lead-managment',
  '/easy2billing',
  '/easy2browser',
  '/digital-feedback',
  '/loyalty',
  '/crm',
] as const;

/** Pages rendered from marketing content data (one shared page component). */
export const marketingPaths = [
  ...servicePaths,
  '/ai-solutions',
  ...aiToolPaths,
  ...messagingPaths,
  ...productPaths,
] as const;

export type MarketingPath = (typeof marketingPaths)[number];
export type LegalPath = (typeof legalPaths)[number];

/** Staff-only screens: no public navigation or footer, and a session is required. */
export const staffPaths = [
  paths.appliedJob,
  paths.applicationRecord,
  paths.candidateRecord,
  paths.postJob,
  paths.jobsList,
  paths.employeeList,
  paths.team,
  paths.myAccount,
  paths.auditTrail,
  paths.emailTemplates,
  paths.pipelineSettings,
  paths.myInterviews,
  paths.interviewKit,
  paths.privacyRetention,
  paths.privacyRequests,
  paths.privacyBreaches,
  paths.privacyBreachNew,
  paths.privacyBreach,
  paths.reports,
  paths.offerTemplates,
  paths.offerApprovals,
  paths.offerApproval,
  paths.joining,
  paths.intake,
  paths.intakeReview,
  paths.mailQuarantine,
  paths.candidateDuplicates,
  paths.candidateMerge,
  paths.talentPool,
] as const;

export type StaffPath = (typeof staffPaths)[number];

/** Paths on which the public navigation bar and the footer are hidden. */
export const chromelessPaths: readonly string[] = [
  paths.login,
  paths.acceptInvitation,
  // A pattern names no page of its own; its prefix is listed already.
  ...staffPaths.filter((path) => !path.includes(':')),
];

/** Public pages that search engines may index. */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.career,
  paths.contact,
  ...legalPaths,
  ...marketingPaths,
];

/** Every route the app answers, for the server's 200/404 decision. */
export const appPaths: readonly string[] = [
  ...publicPaths,
  paths.jobApplication,
  paths.login,
  paths.acceptInvitation,
  paths.employeeDetails,
  paths.myVerifications,
  paths.verifyCheck,
  paths.myApplication,
  ...staffPaths,
];
