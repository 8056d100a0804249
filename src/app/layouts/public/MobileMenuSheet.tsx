import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { keyframes } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { navLinks, navMenus, paths } from '@vistaar/shared/config';
import { Logo } from '@/shared/ui/brand';
import { isCurrentPath, menuHooks, SHEET_ID } from './site-menus';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

/**
 * The phone menu: a full-height sheet (a modal <dialog>, opened by the header's script) over
 * a dimmed page. Services and Products expand one at a time; choosing a link, the backdrop,
 * the close button or Escape closes it, and focus returns to the menu button.
 */
export function MobileMenuSheet({ pathname }: { pathname: string }) {
  const current = (to: string) => (isCurrentPath(pathname, to) ? 'page' : undefined);
  return (
    <Box
      component="dialog"
      id={SHEET_ID}
      aria-label="Menu"
      sx={{
        // A sheet along the right edge rather than the browser's centred box.
        m: 0,
        ml: 'auto',
        p: 0,
        border: 0,
        width: 'min(100vw, 400px)',
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: 'none',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        '&[open]': { display: 'flex', flexDirection: 'column' },
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        '@media (prefers-reduced-motion: no-preference)': {
          animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)`,
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
        <IconButton aria-label="Close menu" edge="end" {...{ [menuHooks.sheetClose]: '' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List disablePadding>
          {navMenus.map((menu) => {
            const panelId = `${SHEET_ID}-${menu.id}`;
            return (
              <ListItem key={menu.id} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  component="button"
                  aria-expanded="false"
                  aria-controls={panelId}
                  sx={{
                    py: 1.5,
                    width: '100%',
                    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
                  }}
                >
                  <ListItemText
                    primary={menu.label}
                    slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                  />
                  <ExpandMoreIcon />
                </ListItemButton>
                <Box id={panelId} hidden>
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
                            aria-current={current(link.to)}
                            sx={{ pl: 4 }}
                          >
                            <ListItemText primary={link.label} />
                          </ListItemButton>
                        </ListItem>
                      ))}
                    </List>
                  ))}
                </Box>
              </ListItem>
            );
          })}
          {navLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component="a"
                href={link.to}
                aria-current={current(link.to)}
                sx={{ py: 1.5 }}
              >
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
        <Button href={paths.contact} variant="contained" fullWidth size="large">
          Get a Free Quote
        </Button>
      </Box>
    </Box>
  );
}
