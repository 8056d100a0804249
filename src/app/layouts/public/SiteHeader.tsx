import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { keyframes } from '@mui/material/styles';
import { HEADER_SHADOW_THRESHOLD_PX, paths } from '@vistaar/shared/config';
import { Logo } from '@/shared/ui/brand';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { menuHooks } from './site-menus';

export interface SiteHeaderProps {
  showNavigation: boolean;
  /** The current path, to mark the current page in the menu. */
  pathname: string;
}

const restingShadow = '0 1px 2px rgba(15, 23, 42, 0.04)';
const scrolledShadow = '0 8px 24px rgba(15, 23, 42, 0.12)';

// Where the browser can, the shadow follows the scroll position in CSS alone; elsewhere the
// header's script marks the header once it is scrolled past the same 10 px threshold.
const deepenShadow = keyframes`
  0%, 99% { box-shadow: ${restingShadow}; }
  100% { box-shadow: ${scrolledShadow}; border-bottom-color: transparent; }
`;

/**
 * The sticky public header, plain server HTML: its menus are driven by one small script
 * (site-menus.ts). The navigation is left out on screens that have none.
 */
export function SiteHeader({ showNavigation, pathname }: SiteHeaderProps) {
  return (
    <AppBar
      position="sticky"
      data-scrolled="false"
      {...{ [menuHooks.header]: HEADER_SHADOW_THRESHOLD_PX }}
      sx={{
        bgcolor: 'rgba(255,255,255,0.96)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: restingShadow,
        transition: 'box-shadow 200ms ease, border-color 200ms ease',
        '&[data-scrolled="true"]': { borderColor: 'transparent', boxShadow: scrolledShadow },
        '@supports (animation-timeline: scroll())': {
          animation: `${deepenShadow} linear both`,
          animationTimeline: 'scroll(root)',
          animationRange: `0 ${HEADER_SHADOW_THRESHOLD_PX + 1}px`,
        },
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          {/* The link's name is its visible text (WCAG 2.5.3), the logo's wordmark. */}
          <Box
            component="a"
            href={paths.home}
            sx={{ textDecoration: 'none', display: 'inline-flex', borderRadius: 1 }}
          >
            <Logo />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {showNavigation ? (
            <>
              <DesktopNav pathname={pathname} />
              <Button
                href={paths.contact}
                variant="contained"
                sx={{ display: { xs: 'none', lg: 'inline-flex' }, ml: 1 }}
              >
                Get a Free Quote
              </Button>
              <MobileNav pathname={pathname} />
            </>
          ) : null}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
