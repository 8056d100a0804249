import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { navLinks, navMenus } from '@vistaar/shared/config';
import { noScriptOpen } from './no-script';
import { isCurrentPath, menuHooks } from './site-menus';

/**
 * Services and Products dropdowns plus the plain links, as plain HTML: the header's small
 * script (site-menus.ts) opens one dropdown at a time. The panels are in the page's HTML, so
 * without JavaScript they open on hover and focus.
 */
export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
    >
      {navMenus.map((menu) => {
        const panelId = `site-nav-${menu.id}`;
        return (
          <Box
            key={menu.id}
            className="site-nav-group"
            {...{ [menuHooks.dropdown]: '' }}
            sx={noScriptOpen('.site-nav-panel')}
          >
            <Button
              color="inherit"
              aria-expanded="false"
              aria-controls={panelId}
              endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms' }} />}
              sx={{
                fontWeight: 600,
                borderRadius: 2,
                px: 1.5,
                '&[aria-expanded="true"] .MuiButton-endIcon': { transform: 'rotate(180deg)' },
              }}
            >
              {menu.label}
            </Button>
            <Box
              id={panelId}
              className="site-nav-panel"
              hidden
              sx={{
                position: 'absolute',
                top: '100%',
                left: 0,
                right: 0,
                zIndex: (t) => t.zIndex.appBar + 1,
                '&:not([hidden])': { display: 'block' },
              }}
            >
              <Paper
                elevation={8}
                sx={{
                  p: 3,
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: `repeat(${menu.groups.length}, minmax(0, 1fr))`,
                }}
              >
                {menu.groups.map((group) => (
                  <Box key={group.heading}>
                    <Typography
                      variant="overline"
                      component="p"
                      sx={{ color: 'secondary.dark', mb: 1, lineHeight: 1.4 }}
                    >
                      {group.heading}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                      {group.links.map((link) => (
                        <li key={link.to}>
                          <Link
                            href={link.to}
                            color="text.primary"
                            underline="none"
                            aria-current={isCurrentPath(pathname, link.to) ? 'page' : undefined}
                            sx={{
                              display: 'block',
                              py: 0.75,
                              px: 1,
                              mx: -1,
                              borderRadius: 1.5,
                              fontSize: '0.95rem',
                              '&:hover, &[aria-current="page"]': {
                                color: 'primary.main',
                                backgroundColor: 'grey.100',
                              },
                            }}
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </Box>
                  </Box>
                ))}
              </Paper>
            </Box>
          </Box>
        );
      })}
      {navLinks.map((link) => (
        <Button
          key={link.to}
          href={link.to}
          color="inherit"
          aria-current={isCurrentPath(pathname, link.to) ? 'page' : undefined}
          sx={{
            fontWeight: 600,
            borderRadius: 2,
            px: 1.5,
            '&[aria-current="page"]': { color: 'primary.main' },
          }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
