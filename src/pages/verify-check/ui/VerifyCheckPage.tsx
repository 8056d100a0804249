import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { company, paths } from '@vistaar/shared/config';
import type { VerificationCheck } from '@vistaar/shared/contract';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { VerificationCheckForm } from '@/features/verificationSharing';

/** /verify/check: is a letter or a verification ID genuine, and is it still valid? */
export function VerifyCheckPage({
  posted,
}: {
  /** The verdict on a letter posted without JavaScript, or why there is none. */
  posted?: { check?: VerificationCheck; error?: string };
}) {
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 5, md: 9 } }}>
      <PageHead
        title="Check an employment verification"
        description={`Check that an employment verification letter from ${company.name} is genuine and still valid.`}
        path={paths.verifyCheck}
        noIndex
      />
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1 }}>
          Check an employment verification
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Enter the verification ID printed on a {company.name} letter, or upload the letter PDF, to
          learn whether it is genuine and whether it is active, expired or revoked.
        </Typography>
        <Island
          name="verificationCheck"
          component={VerificationCheckForm}
          props={posted ? { posted } : {}}
          hydrate="load"
        />
      </Container>
    </Box>
  );
}
