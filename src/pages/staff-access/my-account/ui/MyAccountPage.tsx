import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { ChangePasswordForm, MySessions, TwoFactorSettings } from '@/features/auth';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** A part of the page, named by its heading so that it is a landmark a screen reader can jump to. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Staff: my password, my two-factor sign-in and my open sessions. */
export function MyAccountPage() {
  return (
    <Box sx={{ minWidth: 0, maxWidth: 880 }}>
      <PageHead
        title="My account"
        description="Staff: my account."
        path={paths.myAccount}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        My account
      </Typography>
      <Stack spacing={3}>
        <Section title="Two-factor sign-in">
          <TwoFactorSettings />
        </Section>
        <Section title="Password">
          <ChangePasswordForm />
        </Section>
        <Section title="Open sessions">
          <MySessions />
        </Section>
      </Stack>
    </Box>
  );
}
