import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  ClickAwayListener,
  Collapse,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { navLinks, navMenus, type NavMenu } from '@/shared/config';

/**
 * The small-screen menu: a toggle that opens a panel under the header. Services and
 * Products expand one at a time; choosing a link or clicking outside closes everything.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<NavMenu['id'] | null>(null);
  const closeAll = () => {
    setOpen(false);
    setSection(null);
  };

  return (
    <ClickAwayListener onClickAway={() => open && closeAll()}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <IconButton
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => (open ? closeAll() : setOpen(true))}
          edge="end"
          color="inherit"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
        <Collapse in={open} unmountOnExit sx={{ position: 'absolute', left: 0, right: 0, top: '100%' }}>
          <Paper
            id="mobile-menu"
            component="nav"
            aria-label="Main"
            square
            elevation={8}
            sx={{ maxHeight: 'calc(100vh - 72px)', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}
          >
            <List disablePadding>
              {navMenus.map((menu) => {
                const expanded = section === menu.id;
                return (
                  <Box key={menu.id}>
                    <ListItemButton
                      aria-expanded={expanded}
                      onClick={() => setSection(expanded ? null : menu.id)}
                      sx={{ py: 1.5 }}
                    >
                      <ListItemText primary={menu.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
                      {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    </ListItemButton>
                    <Collapse in={expanded} unmountOnExit>
                      {menu.groups.map((group) => (
                        <List
                          key={group.heading}
                          dense
                          subheader={<ListSubheader sx={{ lineHeight: 2.5, color: 'secondary.dark', bgcolor: 'grey.50' }}>{group.heading}</ListSubheader>}
                          sx={{ bgcolor: 'grey.50' }}
                        >
                          {group.links.map((link) => (
                            <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={closeAll} sx={{ pl: 4 }}>
                              <ListItemText primary={link.label} />
                            </ListItemButton>
                          ))}
                        </List>
                      ))}
                    </Collapse>
                  </Box>
                );
              })}
              {navLinks.map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={closeAll} sx={{ py: 1.5 }}>
                  <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </Collapse>
      </Box>
    </ClickAwayListener>
  );
}
