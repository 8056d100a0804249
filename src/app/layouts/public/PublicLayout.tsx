import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { chromelessPaths } from '@vistaar/shared/config';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

export interface PublicLayoutProps {
  pathname: string;
  children: ReactNode;
}

/**
 * Header on every public path; navigation and footer only where the spec shows them.
 * The whole frame is plain HTML: the header's menus run on one small script of their own
 * (site-menus.ts), so reaching for them loads no React.
 */
export function PublicLayout({ pathname, children }: PublicLayoutProps) {
  const chromeless = chromelessPaths.includes(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader showNavigation={!chromeless} pathname={pathname} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      {chromeless ? null : <SiteFooter />}
    </Box>
  );
}
