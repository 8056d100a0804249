import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import { chromelessPaths } from '@/shared/config';
import { PageLoader } from '@/shared/ui/feedback';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header on every public path; navigation and footer only where the spec shows them. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const chromeless = chromelessPaths.includes(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader showNavigation={!chromeless} />
      <Box component="main" id="main-content" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {chromeless ? null : <SiteFooter />}
    </Box>
  );
}
