import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Island } from '@/shared/ui/island';
import { SectionShell } from '@/shared/ui/sections';
import { JobAlertsSignup } from './JobAlertsSignup';
import { ColumnGrid } from '@/shared/ui/column-grid';

export interface JobAlertsSectionProps {
  /** Departments ticked at first (a job page ticks its own). */
  defaultDepartments?: string[];
}

const steps = [
  'Enter your e-mail and, if you like, the departments you care about.',
  'Open the confirmation e-mail and follow its link. Nothing is sent before that.',
  'When a matching job opens, you hear about it, at most once a day.',
];

/** 'Get new jobs by e-mail': what happens on the left, the sign-up form (an island) on the right. */
export function JobAlertsSection({ defaultDepartments = [] }: JobAlertsSectionProps) {
  const headingId = useId();
  return (
    <SectionShell id="job-alerts" labelledBy={headingId} tone="tint">
      <ColumnGrid
        columns={{ xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }}
        gap={{ xs: 4, md: 6 }}
        alignItems="start"
      >
        <Box>
          <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 40 } }}>
            <MarkEmailReadOutlined />
          </Box>
          <Typography id={headingId} variant="h2">
            Get new jobs by e-mail
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            Not the right role today? Tell us what you are looking for and we will let you know when
            it opens.
          </Typography>
          <Box component="ol" sx={{ pl: 2.5, mt: 3, mb: 0, '& > li': { mb: 1.25 } }}>
            {steps.map((step) => (
              <Typography key={step} component="li" variant="body1">
                {step}
              </Typography>
            ))}
          </Box>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Island
            name="jobAlerts"
            component={JobAlertsSignup}
            props={{ defaultDepartments }}
            hydrate="visible"
          />
        </Paper>
      </ColumnGrid>
    </SectionShell>
  );
}
