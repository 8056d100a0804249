import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { chromelessPaths } from '@vistaar/shared/config';
import { Island } from '@/shared/ui/island';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

export interface PublicLayoutProps {
  pathname: string;
  children: ReactNode;
}

/**
 * Header on every public path; navigation and footer only where the spec shows them.
 * The header is the one island every page has, and it wakes only when someone reaches for
 * it (its links work as plain links before that); the rest of the frame is plain HTML.
 */
export function PublicLayout({ pathname, children }: PublicLayoutProps) {
  const chromeless = chromelessPaths.includes(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Island
        name="siteHeader"
        component={SiteHeader}
        props={{ showNavigation: !chromeless, pathname }}
        hydrate="interaction"
      />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      {chromeless ? null : <SiteFooter />}
    </Box>
  );
}
