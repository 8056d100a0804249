import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { SITE_MAP_ID } from './SiteMap';

// The sheet (a modal drawer) is code only a phone visitor who opens the menu needs.
const MobileMenuSheet = lazy(() =>
  import('./MobileMenuSheet').then((module) => ({ default: module.MobileMenuSheet })),
);

/**
 * The small-screen menu toggle. Without JavaScript it is a link to the site map at the
 * foot of the page; with it, it opens a full-height sheet.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <IconButton
        component="a"
        href={`#${SITE_MAP_ID}`}
        role="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        // Start loading the sheet's code as soon as a finger or pointer comes down.
        onPointerDown={() => setRequested(true)}
        onFocus={() => setRequested(true)}
        onClick={(event) => {
          event.preventDefault();
          setRequested(true);
          setOpen(true);
        }}
        edge="end"
        color="inherit"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
