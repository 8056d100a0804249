import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiStatus, type ApiError } from '@/shared/api';

/** What a staff record shows in place of itself: loading, gone (404), or why it failed. */
export function RecordStandIn({
  isLoading,
  error,
  loadingText,
  notFoundText,
}: {
  isLoading: boolean;
  error: unknown;
  loadingText: string;
  notFoundText: string;
}) {
  if (isLoading)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{loadingText}</Typography>
      </Box>
    );
  return (
    <Alert severity="error">
      {apiStatus(error as ApiError) === 404
        ? notFoundText
        : apiErrorMessage(error as ApiError, 'Network Error.')}
    </Alert>
  );
}
