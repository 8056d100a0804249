import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { careerPaths, paths } from '@vistaar/shared/config';
import { OutcomePanel } from '@/shared/ui/feedback';
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
    <OutcomePanel
      description="Job alerts from Vistaar Infotech: new openings by e-mail, with your consent."
      path={careerPaths.alerts}
      icon={<MarkEmailReadOutlined />}
      title={content.title}
      text={content.text}
    >
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
    </OutcomePanel>
  );
}
