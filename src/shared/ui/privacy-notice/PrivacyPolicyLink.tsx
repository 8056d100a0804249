import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { LegalPath } from '@vistaar/shared/config';
import { visuallyHidden } from '@/shared/lib/a11y';

const PRIVACY_POLICY: LegalPath = '/privacy-policy';

/** The policy in a new tab, so a form half filled in stays as it is. */
export function PrivacyPolicyLink() {
  return (
    <Link href={PRIVACY_POLICY} target="_blank" rel="noopener" underline="always">
      Read the full Privacy Policy
      <Box component="span" sx={visuallyHidden}>
        {' (opens in a new tab)'}
      </Box>
    </Link>
  );
}
