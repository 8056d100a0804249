import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import { company, footerLinkGroups, formatAddress, paths, type SocialNetwork } from '@vistaar/shared/config';
import { CertificationBadge, Logo } from '@/shared/ui/brand';
import { offscreenRenderingSx } from '@/shared/ui/sections';
import { SiteMap } from './SiteMap';

const socialIcons: Record<SocialNetwork, SvgIconComponent> = {
  LinkedIn: LinkedInIcon,
  X: XIcon,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};

const badges = [
  { title: 'ISO 27001:2022', certifies: 'Information security management' },
  { title: 'ISO 9001:2015', certifies: 'Quality management' },
  { title: 'Meta Business Partner', certifies: 'WhatsApp Business API' },
  { title: 'Google Cloud Partner', certifies: 'Cloud hosting and AI' },
  { title: 'AWS Partner', certifies: 'Cloud infrastructure' },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'grey.900',
        color: 'grey.300',
        pt: { xs: 6, md: 8 },
        pb: 4,
        // The footer is a third of a phone page's elements: it is laid out when it nears the screen.
        ...offscreenRenderingSx,
        containIntrinsicSize: { xs: 'auto 2100px', md: 'auto 900px' },
      }}
    >
      <Container maxWidth="lg">
        <SiteMap />
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Link href={paths.home} underline="none">
              <Logo inverted />
            </Link>
            <Typography variant="body2" sx={{ mt: 2, color: 'grey.300', maxWidth: 360 }}>
              Messaging, voice, AI and custom software for Indian businesses, built and supported from New Delhi {company.tagline}.
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
              {company.social.map(({ network, url }) => {
                const Icon = socialIcons[network];
                return (
                  <IconButton
                    key={network}
                    component="a"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${company.name} on ${network}`}
                    sx={{ color: 'grey.300', '&:hover': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' } }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                );
              })}
            </Stack>
          </Grid>
          {footerLinkGroups.map((group) => (
            <Grid key={group.heading} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography component="h2" variant="subtitle2" sx={{ color: 'common.white', fontWeight: 700, mb: 1.5 }}>
                {group.heading}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {group.links.map((link) => (
                  <Box component="li" key={link.to} sx={{ py: 0.5 }}>
                    <Link href={link.to} variant="body2" sx={{ color: 'grey.300', whiteSpace: 'nowrap', '&:hover': { color: 'common.white' } }}>
                      {link.label}
                    </Link>
                  </Box>
                ))}
              </Box>
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 8, md: 3 }}>
            <Typography component="h2" variant="subtitle2" sx={{ color: 'common.white', fontWeight: 700, mb: 1.5 }}>
              Get in touch
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.25, fontSize: '0.9rem' }}>
              {company.phones.map((phone) => (
                <Stack key={phone.tel} direction="row" spacing={1} alignItems="center">
                  <PhoneOutlinedIcon fontSize="small" aria-hidden="true" />
                  <Link href={`tel:${phone.tel}`} sx={{ color: 'grey.300' }}>
                    {phone.display} <Box component="span" sx={{ color: 'grey.300' }}>({phone.label})</Box>
                  </Link>
                </Stack>
              ))}
              <Stack direction="row" spacing={1} alignItems="center">
                <EmailOutlinedIcon fontSize="small" aria-hidden="true" />
                <Link href={`mailto:${company.emails.support}`} sx={{ color: 'grey.300' }}>
                  {company.emails.support}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <PlaceOutlinedIcon fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
                <span>{formatAddress()}</span>
              </Stack>
            </Box>
          </Grid>
        </Grid>

        <Box
          component="ul"
          aria-label="Certifications and partnerships"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 5, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          {badges.map((badge) => (
            <li key={badge.title}>
              <CertificationBadge title={badge.title} certifies={badge.certifies} />
            </li>
          ))}
        </Box>

        <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 3 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
          <Typography variant="body2" sx={{ color: 'grey.300' }}>
            © {year} {company.legalName}. All rights reserved.
          </Typography>
          {/* Discreet, for staff coming from the public site; still a 24 px target with visible focus. */}
          <Link
            href={paths.login}
            variant="body2"
            underline="always"
            sx={{ color: 'grey.300', minHeight: 24, display: 'inline-flex', alignItems: 'center', alignSelf: { xs: 'flex-start', sm: 'auto' }, '&:hover': { color: 'common.white' } }}
          >
            Staff sign-in
          </Link>
          <Typography variant="body2" sx={{ color: 'grey.300' }}>
            Trusted IT partner {company.tagline}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
