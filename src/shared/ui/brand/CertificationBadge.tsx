import Box from '@mui/material/Box';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';

export interface CertificationBadgeProps {
  /** The certificate or partnership, e.g. 'ISO 27001:2022'. */
  title: string;
  /** What it certifies, in plain words. */
  certifies: string;
}

/** A certification or partner seal as real text, legible at a glance. */
export function CertificationBadge({ title, certifies }: CertificationBadgeProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: 1.5,
        py: 1,
        border: '1px solid rgba(255,255,255,0.24)',
        borderRadius: 2,
        color: 'grey.300',
      }}
    >
      <VerifiedOutlined aria-hidden sx={{ color: 'secondary.light' }} />
      <Box sx={{ lineHeight: 1.3 }}>
        <Box
          component="span"
          sx={{ display: 'block', fontWeight: 700, fontSize: '0.875rem', color: 'common.white' }}
        >
          {title}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
          {certifies}
        </Box>
      </Box>
    </Box>
  );
}
