import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { navLinks, navMenus, type NavMenu } from '@vistaar/shared/config';
import { noScriptOpen } from './no-script';

type MenuId = NavMenu['id'];

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Moves focus between the links of an open panel with the arrow keys, Home and End. */
function moveFocus(panel: HTMLElement, key: string) {
  const links = Array.from(panel.querySelectorAll<HTMLElement>('a[href]'));
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? links.length - 1
        : key === 'ArrowDown'
          ? (at + 1) % links.length
          : (at - 1 + links.length) % links.length;
  links[next]?.focus();
}

/**
 * Services and Products dropdowns plus the plain links; one dropdown open at a time.
 * The panels are in the page's HTML, so without JavaScript they open on hover and focus.
 */
export function DesktopNav({ pathname }: { pathname: string }) {
  const [openId, setOpenId] = useState<MenuId | null>(null);
  const baseId = useId();
  const buttons = useRef<Partial<Record<MenuId, HTMLButtonElement | null>>>({});
  const panels = useRef<Partial<Record<MenuId, HTMLElement | null>>>({});
  const close = () => setOpenId(null);

  function onPanelKeyDown(menu: MenuId, event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttons.current[menu]?.focus();
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      const panel = panels.current[menu];
      if (panel) moveFocus(panel, event.key);
    }
  }

  function onButtonKeyDown(menu: MenuId, event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && openId === menu) {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenId(menu);
      // The panel is in the DOM already (hidden), so focus can move once it shows.
      requestAnimationFrame(() => {
        panels.current[menu]?.querySelector<HTMLElement>('a[href]')?.focus();
      });
    }
  }

  return (
    <ClickAwayListener onClickAway={() => openId && close()}>
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
      >
        {navMenus.map((menu) => {
          const open = openId === menu.id;
          const panelId = `${baseId}-${menu.id}`;
          return (
            <Box key={menu.id} className="site-nav-group" sx={noScriptOpen('.site-nav-panel')}>
              <Button
                ref={(element) => {
                  buttons.current[menu.id] = element;
                }}
                color="inherit"
                aria-expanded={open}
                aria-controls={panelId}
                endIcon={
                  <ExpandMoreIcon
                    sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
                  />
                }
                onClick={() => setOpenId(open ? null : menu.id)}
                onKeyDown={(event) => onButtonKeyDown(menu.id, event)}
                sx={{ fontWeight: 600, borderRadius: 2, px: 1.5 }}
              >
                {menu.label}
              </Button>
              <Box
                id={panelId}
                className="site-nav-panel"
                hidden={!open}
                ref={(element: HTMLElement | null) => {
                  panels.current[menu.id] = element;
                }}
                onKeyDown={(event: KeyboardEvent<HTMLElement>) => onPanelKeyDown(menu.id, event)}
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
                              onClick={close}
                              color="text.primary"
                              underline="none"
                              aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
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
            aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
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
    </ClickAwayListener>
  );
}
