import type { RouteObject } from 'react-router-dom';
import { legalPaths, marketingPaths, paths } from '@/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { GuestOnly, RequireStaff } from './guards';
import { RootLayout } from './RootLayout';
import { PublicLayout } from '../layouts/public/PublicLayout';

/** Each page is its own chunk; the staff shell and its grids load only on staff paths. */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's code loads.
    HydrateFallback: PageLoader,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/pages/home')).HomePage }),
          },
          {
            path: paths.about,
            lazy: async () => ({ Component: (await import('@/pages/about')).AboutPage }),
          },
          {
            path: paths.contact,
            lazy: async () => ({ Component: (await import('@/pages/contact')).ContactPage }),
          },
          {
            path: paths.career,
            lazy: async () => ({ Component: (await import('@/pages/career')).CareerPage }),
          },
          {
            path: paths.jobApplication,
            lazy: async () => ({
              Component: (await import('@/pages/job-application')).JobApplicationPage,
            }),
          },
          {
            path: paths.employeeDetails,
            lazy: async () => ({
              Component: (await import('@/pages/employee-details')).EmployeeDetailsPage,
            }),
          },
          {
            path: paths.login,
            lazy: async () => {
              const { LoginPage } = await import('@/pages/login');
              return {
                Component: () => (
                  <GuestOnly>
                    <LoginPage />
                  </GuestOnly>
                ),
              };
            },
          },
          ...legalPaths.map((path) => ({
            path,
            lazy: async () => (await import('@/pages/legal')).loadLegalRoute(path),
          })),
          ...marketingPaths.map((path) => ({
            path,
            lazy: async () => (await import('@/pages/marketing')).loadMarketingRoute(path),
          })),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/pages/not-found')).NotFoundPage }),
          },
        ],
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
    ],
  },
];
