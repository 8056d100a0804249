import { useId, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { Box, Button, ClickAwayListener, Grow, Link, Paper, Popper, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { navLinks, navMenus, type NavMenu } from '@/shared/config';

type MenuId = NavMenu['id'];

/** Services and Products dropdowns plus the plain links; one dropdown open at a time. */
export function DesktopNav() {
  const [openId, setOpenId] = useState<MenuId | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const baseId = useId();
  const close = () => setOpenId(null);

  return (
    <ClickAwayListener onClickAway={close}>
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
        {navMenus.map((menu) => {
          const open = openId === menu.id;
          const panelId = `${baseId}-${menu.id}`;
          return (
            <Box key={menu.id}>
              <Button
                color="inherit"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                aria-haspopup="true"
                endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
                onClick={(event) => {
                  setAnchor(event.currentTarget);
                  setOpenId(open ? null : menu.id);
                }}
                sx={{ fontWeight: 600, borderRadius: 2, px: 1.5 }}
              >
                {menu.label}
              </Button>
              <Popper
                open={open && Boolean(anchor)}
                anchorEl={anchor}
                placement="bottom"
                transition
                disablePortal
                sx={{ zIndex: (t) => t.zIndex.appBar + 1 }}
              >
                {({ TransitionProps }) => (
                  <Grow {...TransitionProps} style={{ transformOrigin: "top center" }}>
                    <Paper
                      id={panelId}
                      elevation={8}
                      onKeyDown={(event) => event.key === 'Escape' && close()}
                      sx={{ mt: 1.5, p: 3, display: 'grid', gap: 3, gridTemplateColumns: `repeat(${menu.groups.length}, minmax(180px, 1fr))`, maxWidth: '90vw' }}
                    >
                      {menu.groups.map((group) => (
                        <Box key={group.heading}>
                          <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', mb: 1, lineHeight: 1.4 }}>
                            {group.heading}
                          </Typography>
                          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                            {group.links.map((link) => (
                              <li key={link.to}>
                                <Link
                                  component={RouterLink}
                                  to={link.to}
                                  onClick={close}
                                  color="text.primary"
                                  underline="none"
                                  sx={{ display: 'block', py: 0.75, px: 1, mx: -1, borderRadius: 1.5, fontSize: '0.95rem', '&:hover': { bgcolor: 'primary.50', color: 'primary.main', backgroundColor: 'grey.100' } }}
                                >
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                          </Box>
                        </Box>
                      ))}
                    </Paper>
                  </Grow>
                )}
              </Popper>
            </Box>
          );
        })}
        {navLinks.map((link) => (
          <Button
            key={link.to}
            component={NavLink}
            to={link.to}
            color="inherit"
            onClick={close}
            sx={{ fontWeight: 600, borderRadius: 2, px: 1.5, '&.active': { color: 'primary.main' } }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    </ClickAwayListener>
  );
}
