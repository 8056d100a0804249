import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { paths } from '@vistaar/shared/config';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useGetMyAccountQuery, useSetWeeklySummaryMutation } from '../api/account-api';

/** My choice of the Monday e-mail about my jobs (off until I turn it on). */
export function WeeklySummarySetting() {
  const { data: account } = useGetMyAccountQuery();
  const [setWeeklySummary, saving] = useSetWeeklySummaryMutation();
  if (!account) return null;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={account.weeklySummary}
            disabled={saving.isLoading}
            onChange={(event) => void setWeeklySummary(event.target.checked)}
          />
        }
        label="E-mail me a summary of my jobs every Monday at 9:00 IST"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`New applications, moves, interviews this week, offers out and overdue items of the jobs you own or manage, with a link to the reports (${paths.reports}).`}
      </Typography>
      {saving.isError ? (
        <Alert severity="error">
          {apiErrorMessage(saving.error as ApiError, 'Your choice could not be saved.')}
        </Alert>
      ) : null}
    </Stack>
  );
}
