import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { GuestOnly, RequireStaff } from './guards';
import { LeaveForPublicPage } from './LeaveForPublicPage';
import { RootLayout } from './RootLayout';
import { PublicLayout } from '../layouts/public/PublicLayout';

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
          {
            path: paths.appliedJob,
            lazy: async () => ({ Component: (await import('@/pages/applied-job')).AppliedJobPage }),
          },
          {
            path: paths.postJob,
            lazy: async () => ({ Component: (await import('@/pages/post-job')).PostJobPage }),
          },
          {
            path: paths.jobsList,
            lazy: async () => ({ Component: (await import('@/pages/jobs-list')).JobsListPage }),
          },
          {
            path: paths.employeeList,
            lazy: async () => ({
              Component: (await import('@/pages/employee-list')).EmployeeListPage,
            }),
          },
        ],
      },
      { path: '*', Component: LeaveForPublicPage },
    ],
  },
];
