import { useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths, type StaffPath } from '@vistaar/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { whenIdle } from '@/shared/lib/when-idle';
import { GuestOnly, RequireRole, RequireStaff } from './guards';
import { LeaveForPublicPage } from './LeaveForPublicPage';
import { RootLayout } from './RootLayout';
import { PublicLayout } from '../layouts/public/PublicLayout';

type ScreenLoader = () => Promise<ComponentType>;

/** Each staff screen's chunk, fetched once however often it is asked for. */
function screenLoader(load: ScreenLoader): ScreenLoader {
  let loading: Promise<ComponentType> | undefined;
  return () => (loading ??= load());
}

const screens = {
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

type ScreenPath = keyof typeof screens;

/** Where people usually go from a screen: its code is fetched once the screen has shown. */
const LIKELY_NEXT: Partial<Record<ScreenPath, ScreenPath[]>> = {
  [paths.appliedJob]: [paths.applicationRecord],
  [paths.applicationRecord]: [paths.appliedJob, paths.candidateRecord],
  [paths.jobsList]: [paths.postJob, paths.appliedJob],
  [paths.postJob]: [paths.jobsList],
  [paths.myInterviews]: [paths.interviewKit],
  [paths.privacyBreaches]: [paths.privacyBreach, paths.privacyBreachNew],
  [paths.offerApprovals]: [paths.offerApproval],
  [paths.intake]: [paths.intakeReview],
  [paths.candidateDuplicates]: [paths.candidateMerge],
};

function usePrefetchNext(path: ScreenPath) {
  useEffect(() => {
    const next = LIKELY_NEXT[path] ?? [];
    if (next.length === 0) return undefined;
    // After the screen's own work, when the browser is idle.
    return whenIdle(() => next.forEach((target) => void screens[target]().catch(() => undefined)));
  }, [path]);
}

/** One staff screen in its own chunk, behind the role gate. */
function staffScreen(path: ScreenPath): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await screens[path]();
      function Screen() {
        usePrefetchNext(path);
        return (
          <RequireRole path={path}>
            <Page />
          </RequireRole>
        );
      }
      return { Component: Screen };
    },
  };
}

/**
 * The staff app: sign-in and the staff screens, each its own chunk (the staff shell and
 * its grids load only on staff paths). Public pages are server-rendered documents, so any
 * other path leaves the app for an ordinary page load.
 */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's code loads.
    HydrateFallback: PageLoader,
    children: [
      {
        path: paths.login,
        lazy: async () => {
          const { LoginPage } = await import('@/pages/login');
          return {
            Component: () => (
              <PublicLayout pathname={paths.login}>
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              </PublicLayout>
            ),
          };
        },
      },
      {
        lazy: async () => {
          const { StaffLayout } = await import('../layouts/staff/StaffLayout');
          return {
            Component: () => (
              <RequireStaff>
                <StaffLayout />
              </RequireStaff>
            ),
          };
        },
        children: (Object.keys(screens) as ScreenPath[]).map(staffScreen),
      },
      {
        path: paths.acceptInvitation,
        lazy: async () => {
          const { AcceptInvitationPage } = await import('@/pages/staff-access/accept-invitation');
          return {
            Component: () => (
              <PublicLayout pathname={paths.acceptInvitation}>
                <AcceptInvitationPage />
              </PublicLayout>
            ),
          };
        },
      },
      { path: '*', Component: LeaveForPublicPage },
    ],
  },
];
