import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { navMenus } from '@vistaar/shared/config';

export const SITE_MAP_ID = 'site-map';

/**
 * Every service and product page as plain links at the foot of each page: the menu's
 * target when JavaScript is off, and a map of the site for everyone else.
 */
export function SiteMap() {
  return (
    <Box
      component="nav"
      id={SITE_MAP_ID}
      aria-label="Site map"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(4, minmax(0, 1fr))',
          // Six columns as wide as their longest link, so no link breaks onto a second line.
          lg: 'repeat(6, max-content)',
        },
        justifyContent: 'space-between',
        whiteSpace: { lg: 'nowrap' },
        pb: { xs: 4, md: 5 },
        mb: { xs: 4, md: 5 },
        borderBottom: '1px solid rgba(255,255,255,0.12)',
      }}
    >
      {navMenus.flatMap((menu) =>
        menu.groups.map((group) => (
          <Box key={`${menu.id}-${group.heading}`}>
            <Typography
              component="h2"
              variant="body2"
              sx={{ color: 'common.white', fontWeight: 700, mb: 1 }}
            >
              {group.heading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.links.map((link) => (
                <Box component="li" key={link.to} sx={{ py: 0.375 }}>
                  <Link
                    href={link.to}
                    variant="body2"
                    sx={{ color: 'grey.300', '&:hover': { color: 'common.white' } }}
                  >
                    {link.label}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        )),
      )}
    </Box>
  );
}
