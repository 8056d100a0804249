import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { navLinks, navMenus, paths, type NavMenu } from '@vistaar/shared/config';
import { Logo } from '@/shared/ui/brand';

export interface MobileMenuSheetProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone menu: a full-height sheet over a dimmed page. Services and Products expand
 * one at a time; choosing a link, the backdrop, the close button or Escape closes it, and
 * focus returns to the menu button.
 */
export function MobileMenuSheet({ open, onClose }: MobileMenuSheetProps) {
  const [section, setSection] = useState<NavMenu['id'] | null>(null);
  const closeAll = () => {
    setSection(null);
    onClose();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={closeAll}
      slotProps={{
        paper: {
          id: 'mobile-menu',
          'aria-label': 'Menu',
          sx: { width: 'min(100vw, 400px)', height: '100%', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          minHeight: 64,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo />
        <IconButton aria-label="Close menu" onClick={closeAll} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List disablePadding>
          {navMenus.map((menu) => {
            const expanded = section === menu.id;
            return (
              <ListItem key={menu.id} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  aria-expanded={expanded}
                  onClick={() => setSection(expanded ? null : menu.id)}
                  sx={{ py: 1.5 }}
                >
                  <ListItemText
                    primary={menu.label}
                    slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                  />
                  {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </ListItemButton>
                <Collapse in={expanded} unmountOnExit>
                  {menu.groups.map((group) => (
                    <List
                      key={group.heading}
                      dense
                      subheader={
                        <ListSubheader
                          sx={{ lineHeight: 2.5, color: 'secondary.dark', bgcolor: 'grey.50' }}
                        >
                          {group.heading}
                        </ListSubheader>
                      }
                      sx={{ bgcolor: 'grey.50' }}
                    >
                      {group.links.map((link) => (
                        <ListItem key={link.to} disablePadding>
                          <ListItemButton
                            component="a"
                            href={link.to}
                            onClick={closeAll}
                            sx={{ pl: 4 }}
                          >
                            <ListItemText primary={link.label} />
                          </ListItemButton>
                        </ListItem>
                      ))}
                    </List>
                  ))}
                </Collapse>
              </ListItem>
            );
          })}
          {navLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component="a" href={link.to} onClick={closeAll} sx={{ py: 1.5 }}>
                <ListItemText
                  primary={link.label}
                  slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button href={paths.contact} variant="contained" fullWidth size="large" onClick={closeAll}>
          Get a Free Quote
        </Button>
      </Box>
    </Drawer>
  );
}
