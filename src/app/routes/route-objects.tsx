import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths, type StaffPath } from '@vistaar/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { GuestOnly, RequireRole, RequireStaff } from './guards';
import { LeaveForPublicPage } from './LeaveForPublicPage';
import { RootLayout } from './RootLayout';
import { PublicLayout } from '../layouts/public/PublicLayout';

/** One staff screen in its own chunk, behind the role gate. */
function staffScreen(path: StaffPath, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        Component: () => (
          <RequireRole path={path}>
            <Page />
          </RequireRole>
        ),
      };
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
        children: [
          staffScreen(
            paths.appliedJob,
            async () => (await import('@/pages/applied-job')).AppliedJobPage,
          ),
          staffScreen(
            paths.applicationRecord,
            async () =>
              (await import('@/pages/recruiting/application-record')).ApplicationRecordPage,
          ),
          staffScreen(
            paths.candidateRecord,
            async () => (await import('@/pages/recruiting/candidate-record')).CandidateRecordPage,
          ),
          staffScreen(paths.postJob, async () => (await import('@/pages/post-job')).PostJobPage),
          staffScreen(paths.jobsList, async () => (await import('@/pages/jobs-list')).JobsListPage),
          staffScreen(
            paths.employeeList,
            async () => (await import('@/pages/employee-list')).EmployeeListPage,
          ),
          staffScreen(paths.team, async () => (await import('@/pages/staff-access/team')).TeamPage),
          staffScreen(
            paths.myAccount,
            async () => (await import('@/pages/staff-access/my-account')).MyAccountPage,
          ),
          staffScreen(
            paths.emailTemplates,
            async () => (await import('@/pages/recruiting/email-templates')).EmailTemplatesPage,
          ),
          staffScreen(
            paths.pipelineSettings,
            async () => (await import('@/pages/recruiting/pipeline-settings')).PipelineSettingsPage,
          ),
          staffScreen(
            paths.myInterviews,
            async () => (await import('@/pages/recruiting/my-interviews')).MyInterviewsPage,
          ),
          staffScreen(
            paths.interviewKit,
            async () => (await import('@/pages/recruiting/interview-kit')).InterviewKitPage,
          ),
          staffScreen(
            paths.auditTrail,
            async () => (await import('@/pages/staff-access/audit-trail')).AuditTrailPage,
          ),
          staffScreen(
            paths.privacyRetention,
            async () => (await import('@/pages/privacy/retention')).RetentionPage,
          ),
          staffScreen(
            paths.privacyRequests,
            async () => (await import('@/pages/privacy/requests')).PrivacyRequestsPage,
          ),
          staffScreen(
            paths.privacyBreaches,
            async () => (await import('@/pages/privacy/breaches')).BreachesPage,
          ),
          staffScreen(
            paths.privacyBreachNew,
            async () => (await import('@/pages/privacy/breaches')).NewBreachPage,
          ),
          staffScreen(
            paths.privacyBreach,
            async () => (await import('@/pages/privacy/breaches')).BreachPage,
          ),
        ],
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
