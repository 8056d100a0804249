import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Container, Toolbar, useScrollTrigger } from '@mui/material';
import { HEADER_SHADOW_THRESHOLD_PX, company } from '@/shared/config';
import { Logo } from '@/shared/ui/brand';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';

/** The sticky public header; the navigation is left out on screens that have none. */
export function SiteHeader({ showNavigation }: { showNavigation: boolean }) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SHADOW_THRESHOLD_PX });

  return (
    <AppBar
      position="sticky"
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        bgcolor: 'rgba(255,255,255,0.96)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: 1,
        borderColor: scrolled ? 'transparent' : 'divider',
        boxShadow: scrolled ? '0 8px 24px rgba(15, 23, 42, 0.12)' : '0 1px 2px rgba(15, 23, 42, 0.04)',
        transition: 'box-shadow 200ms ease, border-color 200ms ease',
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={`${company.name} home`}
            sx={{ textDecoration: 'none', display: 'inline-flex', borderRadius: 1 }}
          >
            <Logo />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {showNavigation ? (
            <>
              <DesktopNav />
              <Button
                component={RouterLink}
                to="/contact"
                variant="contained"
                sx={{ display: { xs: 'none', lg: 'inline-flex' }, ml: 1 }}
              >
                Get a Free Quote
              </Button>
              <MobileNav />
            </>
          ) : null}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
