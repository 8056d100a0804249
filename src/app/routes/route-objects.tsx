import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@vistaar/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { whenIdle } from '@/shared/lib/when-idle';
import { GuestOnly, RequireRole, RequireStaff } from './guards';
import { LeaveForPublicPage } from './LeaveForPublicPage';
import { RootLayout } from './RootLayout';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { loadStaffLayout, screens, type ScreenPath } from './screen-code';

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
          const StaffLayout = await loadStaffLayout();
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
