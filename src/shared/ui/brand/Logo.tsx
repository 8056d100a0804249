import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { company } from '@vistaar/shared/config';
import { LogoMark } from './LogoMark';

/** Mark plus wordmark; the text stays real text for screen readers and search engines. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark />
      <Box sx={{ lineHeight: 1 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontFamily: (t) => t.typography.h1.fontFamily,
            fontWeight: 800,
            fontSize: '1.15rem',
            letterSpacing: '-0.01em',
            color: inverted ? 'common.white' : 'text.primary',
          }}
        >
          {company.name}
        </Typography>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: '0.68rem',
            fontWeight: 600,
            letterSpacing: '0.14em',
            textTransform: 'uppercase',
            color: inverted ? 'grey.300' : 'text.secondary',
          }}
        >
          IT Solutions {company.tagline}
        </Typography>
      </Box>
    </Box>
  );
}
