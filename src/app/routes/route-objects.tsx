import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AppState, AppDispatch } from '@/shared/api';
import { paths } from '@vistaar/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { whenIdle } from '@/shared/lib/when-idle';
import { GuestOnly, RequireRole, RequireStaff } from './guards';
import { LeaveForPublicPage } from './LeaveForPublicPage';
import { RootLayout } from './RootLayout';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { loadStaffLayout, screenRequests, screens, type ScreenPath } from './screen-code';

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

/** The store the routes start requests in. */
interface RouteStore {
  dispatch: AppDispatch;
  getState: () => AppState;
}

/**
 * One staff screen in its own chunk, behind the role gate. A screen with data to ask for sends
 * its first requests from its loader as soon as its chunk is there, before it renders (the
 * server holds every call to the roles the gate checks); a change of search or page is the
 * screen's own to ask for.
 */
function staffScreen(path: ScreenPath, store: RouteStore): RouteObject {
  const startRequests = screenRequests[path];
  return {
    path,
    ...(startRequests
      ? {
          loader: async ({ request }: { request: Request }) => {
            if (!store.getState().session.token) return null;
            // A chunk that failed to load is the route's `lazy` to report.
            const start = await startRequests().catch(() => undefined);
            start?.(store.dispatch, new URL(request.url));
            return null;
          },
          shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
            currentUrl.pathname !== nextUrl.pathname,
        }
      : {}),
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
export function staffRoutes(store: RouteStore): RouteObject[] {
  return [
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
          children: (Object.keys(screens) as ScreenPath[]).map((path) => staffScreen(path, store)),
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
}
