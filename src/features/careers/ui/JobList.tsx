import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiStatus, type ApiError } from '@/shared/api';
import { useGetJobsQuery } from '../api/careers-api';
import { JobCard } from './JobCard';

/** The careers page's error rule: the server's message, else 'Network Error.'. */
function jobListError(error: ApiError): string {
  return apiStatus(error) === 'FETCH_ERROR'
    ? 'Network Error.'
    : apiErrorMessage(error, 'Network Error.');
}

/** Open positions: loading, error (list emptied), empty, or the cards. */
export function JobList() {
  const { data: jobs = [], isLoading, isError, error } = useGetJobsQuery();

  if (isLoading) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>Loading jobs...</Typography>
      </Box>
    );
  }

  if (isError) {
    return (
      <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center', py: 6 }}>
        {jobListError(error)}
      </Typography>
    );
  }

  if (jobs.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
        No job openings available at the moment.
      </Typography>
    );
  }

  return (
    <Box
      component="ul"
      role="list"
      aria-label="Open positions"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 2.5, md: 3 },
      }}
    >
      {jobs.map((job) => (
        <Box component="li" key={job.id}>
          <JobCard job={job} />
        </Box>
      ))}
    </Box>
  );
}
