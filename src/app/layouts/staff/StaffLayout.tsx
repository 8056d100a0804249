import { Suspense, useRef, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { SecondFactorGate, useSignOut } from '@/features/auth';
import { useGetMeQuery } from '@/features/auth';
import { company, STAFF_SCREEN_ROLES } from '@vistaar/shared/config';
import { LogoMark } from '@/shared/ui/brand';
import { PageLoader } from '@/shared/ui/feedback';
import { staffMenu } from './staff-menu';
import { useFocusPageHeading } from './use-focus-page-heading';

const drawerWidth = 240;

/** The staff area: top bar with the company and logout, a side menu that folds away on small screens. */
export function StaffLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { data: me } = useGetMeQuery();
  const main = useRef<HTMLElement>(null);
  useFocusPageHeading(main, pathname);

  const menu = (
    <Box component="nav" aria-label="Staff">
      <Toolbar sx={{ minHeight: { xs: 64 } }} />
      <List sx={{ px: 1.5, py: 2 }}>
        {staffMenu
          .filter(({ to }) => me && STAFF_SCREEN_ROLES[to].includes(me.role))
          .map(({ label, to, icon: Icon }) => {
            // An application's own page sits under the desk, which stays highlighted.
            const current = pathname === to || pathname.startsWith(`${to}/`);
            return (
              <ListItem key={to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  selected={current}
                  aria-current={pathname === to ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                  sx={{
                    borderRadius: 2,
                    mb: 0.5,
                    '&.Mui-selected': {
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      '& .MuiListItemIcon-root': { color: 'inherit' },
                    },
                    '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            );
          })}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AppBar
        position="fixed"
        sx={{
          zIndex: (t) => t.zIndex.drawer + 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          // A printed screen (an interview kit) is the page alone.
          displayPrint: 'none',
        }}
      >
        <Toolbar sx={{ gap: 1.5 }}>
          {wide ? null : (
            <IconButton
              edge="start"
              aria-label={menuOpen ? 'Close staff menu' : 'Open staff menu'}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <LogoMark size={32} />
          <Typography component="span" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {company.name}
            <Typography
              component="span"
              variant="body2"
              sx={{ ml: 1, color: 'text.secondary', display: { xs: 'none', sm: 'inline' } }}
            >
              Recruitment desk
            </Typography>
          </Typography>
          <Button variant="outlined" color="primary" startIcon={<LogoutIcon />} onClick={signOut}>
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || menuOpen}
        onClose={() => setMenuOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          displayPrint: 'none',
          '& .MuiDrawer-paper': {
            width: drawerWidth,
            boxSizing: 'border-box',
            borderRight: 1,
            borderColor: 'divider',
          },
        }}
      >
        {menu}
      </Drawer>
      <Box
        component="main"
        ref={main}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, md: 4 },
          // The heading takes the focus only to place the keyboard; it is not a control.
          '& h1[tabindex="-1"]:focus': { outline: 'none' },
        }}
      >
        <Toolbar />
        <Suspense fallback={<PageLoader />}>
          <SecondFactorGate>
            <Outlet />
          </SecondFactorGate>
        </Suspense>
      </Box>
    </Box>
  );
}
