import type { ComponentType } from 'react';
import type { AppDispatch } from '@/shared/api';
// The routes' own entry: the config's index would bring every other setting into the entry.
import { paths, type StaffPath } from '@vistaar/shared/config/routes';

/**
 * Where each staff screen's code is. This module imports no library code, so the staff
 * entry can run it before React and MUI have arrived: the visited screen's chunks are then
 * requested together with the app's instead of after it has started (see `preloadScreenCode`).
 */

type ScreenLoader = () => Promise<ComponentType>;

/** Each staff screen's chunk, fetched once however often it is asked for. */
function screenLoader(load: ScreenLoader): ScreenLoader {
  let loading: Promise<ComponentType> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      // A fetch that failed (the network dropped) is tried again when next asked for.
      loading = undefined;
      throw error;
    }));
}

export const screens = {
  [paths.appliedJob]: screenLoader(
    async () => (await import('@/pages/applied-job')).AppliedJobPage,
  ),
  [paths.applicationRecord]: screenLoader(
    async () => (await import('@/pages/recruiting/application-record')).ApplicationRecordPage,
  ),
  [paths.candidateRecord]: screenLoader(
    async () => (await import('@/pages/recruiting/candidate-record')).CandidateRecordPage,
  ),
  [paths.candidateDuplicates]: screenLoader(
    async () => (await import('@/pages/recruiting/candidate-duplicates')).CandidateDuplicatesPage,
  ),
  [paths.candidateMerge]: screenLoader(
    async () => (await import('@/pages/recruiting/candidate-duplicates')).CandidateMergePage,
  ),
  [paths.reports]: screenLoader(
    async () => (await import('@/pages/recruiting/reports')).ReportsPage,
  ),
  [paths.intake]: screenLoader(async () => (await import('@/pages/recruiting/intake')).IntakePage),
  [paths.intakeReview]: screenLoader(
    async () => (await import('@/pages/recruiting/intake')).IntakeReviewPage,
  ),
  [paths.mailQuarantine]: screenLoader(
    async () => (await import('@/pages/recruiting/mail-quarantine')).MailQuarantinePage,
  ),
  [paths.talentPool]: screenLoader(
    async () => (await import('@/pages/recruiting/talent-pool')).TalentPoolPage,
  ),
  [paths.postJob]: screenLoader(async () => (await import('@/pages/post-job')).PostJobPage),
  [paths.jobsList]: screenLoader(async () => (await import('@/pages/jobs-list')).JobsListPage),
  [paths.employeeList]: screenLoader(
    async () => (await import('@/pages/employee-list')).EmployeeListPage,
  ),
  [paths.team]: screenLoader(async () => (await import('@/pages/staff-access/team')).TeamPage),
  [paths.myAccount]: screenLoader(
    async () => (await import('@/pages/staff-access/my-account')).MyAccountPage,
  ),
  [paths.emailTemplates]: screenLoader(
    async () => (await import('@/pages/recruiting/email-templates')).EmailTemplatesPage,
  ),
  [paths.pipelineSettings]: screenLoader(
    async () => (await import('@/pages/recruiting/pipeline-settings')).PipelineSettingsPage,
  ),
  [paths.myInterviews]: screenLoader(
    async () => (await import('@/pages/recruiting/my-interviews')).MyInterviewsPage,
  ),
  [paths.interviewKit]: screenLoader(
    async () => (await import('@/pages/recruiting/interview-kit')).InterviewKitPage,
  ),
  [paths.auditTrail]: screenLoader(
    async () => (await import('@/pages/staff-access/audit-trail')).AuditTrailPage,
  ),
  [paths.privacyRetention]: screenLoader(
    async () => (await import('@/pages/privacy/retention')).RetentionPage,
  ),
  [paths.privacyRequests]: screenLoader(
    async () => (await import('@/pages/privacy/requests')).PrivacyRequestsPage,
  ),
  [paths.privacyBreaches]: screenLoader(
    async () => (await import('@/pages/privacy/breaches')).BreachesPage,
  ),
  [paths.privacyBreachNew]: screenLoader(
    async () => (await import('@/pages/privacy/breaches')).NewBreachPage,
  ),
  [paths.privacyBreach]: screenLoader(
    async () => (await import('@/pages/privacy/breaches')).BreachPage,
  ),
  [paths.offerTemplates]: screenLoader(
    async () => (await import('@/pages/recruiting/offer-templates')).OfferTemplatesPage,
  ),
  [paths.offerApprovals]: screenLoader(
    async () => (await import('@/pages/recruiting/offer-approvals')).OfferApprovalsPage,
  ),
  [paths.offerApproval]: screenLoader(
    async () => (await import('@/pages/recruiting/offer-approvals')).OfferApprovalPage,
  ),
  [paths.joining]: screenLoader(
    async () => (await import('@/pages/recruiting/joining')).JoiningPage,
  ),
} satisfies Partial<Record<StaffPath, ScreenLoader>>;

export type ScreenPath = keyof typeof screens;

/** Sends a screen's first data requests for a link, with the arguments its hooks will use. */
type RequestStarter = (dispatch: AppDispatch, url: URL) => void;

/** The screens whose data is asked for while they render rather than after (from their chunk). */
export const screenRequests: Partial<Record<ScreenPath, () => Promise<RequestStarter>>> = {
  [paths.appliedJob]: async () => (await import('@/pages/applied-job')).startAppliedJobRequests,
  [paths.employeeList]: async () =>
    (await import('@/pages/employee-list')).startEmployeeListRequests,
};

/** The staff area's frame (top bar, menu) around every screen. */
export const loadStaffLayout = screenLoader(
  async () => (await import('../layouts/staff/StaffLayout')).StaffLayout,
);

/** The screen a route pattern (`/applied-job/:applicationId`) names for a path, if any. */
export function screenAt(pathname: string): ScreenPath | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const patterns = Object.keys(screens) as ScreenPath[];
  const exact = patterns.find((pattern) => pattern === segments.join('/'));
  return (
    exact ??
    patterns.find((pattern) => {
      const parts = pattern.split('/');
      return (
        parts.length === segments.length &&
        parts.every((part, index) => part.startsWith(':') || part === segments[index])
      );
    })
  );
}

/**
 * Asks for the code of the screen at `pathname` and of the staff frame around it, while the
 * app's own code is still on its way: the router finds both already loading.
 */
export function preloadScreenCode(pathname: string): void {
  const screen = screenAt(pathname);
  if (!screen) return;
  // A failed fetch is the router's to report when it asks for the same code.
  void loadStaffLayout().catch(() => undefined);
  void screens[screen]().catch(() => undefined);
}
