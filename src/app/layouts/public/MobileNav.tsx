import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { MobileMenuSheet } from './MobileMenuSheet';
import { menuHooks, SHEET_ID } from './site-menus';
import { SITE_MAP_ID } from './SiteMap';

/**
 * The small-screen menu toggle and its sheet. Without JavaScript the toggle is a link to the
 * site map at the foot of the page, which lists every link the menu has; with it, the
 * header's script opens the sheet, which is already in the page.
 */
export function MobileNav({ pathname }: { pathname: string }) {
  return (
    <>
      <IconButton
        component="a"
        href={`#${SITE_MAP_ID}`}
        role="button"
        aria-label="Open menu"
        aria-expanded="false"
        aria-haspopup="dialog"
        aria-controls={SHEET_ID}
        {...{ [menuHooks.sheetToggle]: '' }}
        edge="end"
        color="inherit"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <MobileMenuSheet pathname={pathname} />
    </>
  );
}
