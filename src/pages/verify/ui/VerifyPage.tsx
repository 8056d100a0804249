import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { company, paths } from '@vistaar/shared/config';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { VerifierAccess } from '@/features/verificationSharing';

/** What the link's share allows: open (after a code), or why not. */
export type VerifyLinkState = 'open' | 'revoked' | 'expired' | 'suspended' | 'unknown';

const REFUSALS: Record<Exclude<VerifyLinkState, 'open'>, string> = {
  revoked: 'This verification was revoked by the employee. It can no longer be opened.',
  expired: 'This verification has expired. Please ask the employee to share it again.',
  suspended: 'This verification is temporarily unavailable. Please try again later.',
  unknown: 'This verification link is not valid. Please ask the employee for a new one.',
};

export interface VerifyPageProps {
  state: VerifyLinkState;
}

/** /verify/<token>: a verifier confirms an employment the employee chose to share. */
export function VerifyPage({ state }: VerifyPageProps) {
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 5, md: 9 } }}>
      <PageHead
        title="Employment verification"
        description={`An employment verification shared by an employee of ${company.name}.`}
        path={paths.verify}
        noIndex
      />
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1 }}>
          Employment verification
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Shared with you by an employee of {company.name}, with their consent. Anyone can check a
          letter at <a href={paths.verifyCheck}>the verification check page</a>.
        </Typography>
        {state === 'open' ? (
          <Island name="verifierAccess" component={VerifierAccess} props={{}} hydrate="load" />
        ) : (
          <Alert severity={state === 'suspended' ? 'warning' : 'error'}>{REFUSALS[state]}</Alert>
        )}
      </Container>
    </Box>
  );
}
