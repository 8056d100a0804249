import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ChangePasswordForm,
  MySessions,
  TwoFactorSettings,
  WeeklySummarySetting,
} from '@/features/auth';
import { InterviewCalendarSettings } from '@/features/interviews';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

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

/**
 * Staff: my password, my two-factor sign-in, my open sessions, my weekly summary, and my
 * working hours, own calendar and interview feed.
 */
export function MyAccountPage() {
  return (
    <StaffPage
      title="My account"
      description="Staff: my account."
      path={paths.myAccount}
      maxWidth={880}
    >
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
        <Section title="Weekly summary">
          <WeeklySummarySetting />
        </Section>
        <Section title="Interview calendar">
          <InterviewCalendarSettings />
        </Section>
      </Stack>
    </StaffPage>
  );
}
