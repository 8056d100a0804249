import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { careerPaths, paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';
import { outcomeContent, type JobAlertOutcome } from '../config/outcome-content';

export interface JobAlertsOutcomePageProps {
  outcome: JobAlertOutcome;
  /** For 'refused': what was wrong with the sign-up, in the shared schema's words. */
  problem?: string;
}

/** The page a job-alert link (confirm, unsubscribe) or the sign-up form without JavaScript leads to. */
export function JobAlertsOutcomePage({ outcome, problem }: JobAlertsOutcomePageProps) {
  const content = outcomeContent[outcome];
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 7, md: 11 } }}>
      <PageHead
        title={content.title}
        description="Job alerts from Vistaar Infotech: new openings by e-mail, with your consent."
        path={careerPaths.alerts}
        noIndex
      />
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          <MarkEmailReadOutlined />
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 1 }}>
          {content.title}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {content.text}
        </Typography>
        {problem ? (
          <Alert severity="error" sx={{ mt: 3, textAlign: 'left' }}>
            {problem}
          </Alert>
        ) : null}
        <Button
          href={
            outcome === 'refused' || outcome === 'expired'
              ? `${paths.career}#job-alerts`
              : paths.career
          }
          variant="contained"
          size="large"
          sx={{ mt: 4 }}
        >
          {outcome === 'refused' || outcome === 'expired'
            ? 'Back to the sign-up form'
            : 'See open positions'}
        </Button>
      </Container>
    </Box>
  );
}
