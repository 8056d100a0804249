import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@vistaar/shared/config';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { EmployeeVerificationButton } from '@/features/employees';
import { MyVerifications } from '@/features/verificationSharing';

/** The verified employee's shares; without a verification in this browser, how to get one. */
export function MyVerificationsContent() {
  return (
    <MyVerifications
      whenNotVerified={
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            To see your verifications, first verify with your employee code, date of birth and a
            one-time code. Then come back to this page from your employee details.
          </Typography>
          <EmployeeVerificationButton variant="contained" />
        </Stack>
      }
    />
  );
}

export function MyVerificationsPage() {
  return (
    <Box sx={{ py: { xs: 5, md: 9 } }}>
      <PageHead
        title="My verifications"
        description="Every employment verification you shared, every view of it, and revocation."
        path={paths.myVerifications}
        noIndex
      />
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 3 }}>
          My verifications
        </Typography>
        <Island
          name="myVerifications"
          component={MyVerificationsContent}
          props={{}}
          hydrate="load"
        />
      </Container>
    </Box>
  );
}
