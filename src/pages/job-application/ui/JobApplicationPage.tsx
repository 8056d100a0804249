import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import {
  JobApplicationForm,
  useGetOpenJobQuery,
  type JobApplicationLocationState,
} from '@/features/careers';
import { JobMeta } from '@/entities/job';
import { apiStatus, type ApiError } from '@/shared/api';
import { paths } from '@/shared/config';
import { PageHead } from '@/shared/ui/seo';

const FALLBACK_TITLE = 'Your Dream Job';

function jobIdFrom(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** 'Apply for' the job chosen on /career (router state, else `?jobId=`), or a general application. */
export function JobApplicationPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const requestedId = jobIdFrom(searchParams.get('jobId'));
  const stateJob = (location.state as JobApplicationLocationState | null)?.job;
  const carriedJob =
    stateJob && (requestedId === 0 || stateJob.id === requestedId) ? stateJob : undefined;
  const jobId = carriedJob?.id ?? requestedId;
  const {
    data: fetchedJob,
    isLoading,
    error,
  } = useGetOpenJobQuery(!carriedJob && jobId ? jobId : skipToken);
  const job = carriedJob ?? fetchedJob;
  const closed = !carriedJob && apiStatus(error as ApiError) === 404;
  // A job that is no longer open becomes a general application rather than a dead end.
  const applyForId = closed ? 0 : jobId;
  const title = job?.title ?? FALLBACK_TITLE;

  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 4, md: 8 } }}>
      <PageHead
        title={`Apply for ${title}`}
        description="Apply for an open position at Vistaar Infotech with your resume."
        path={paths.jobApplication}
      />
      <Container maxWidth="md">
        <Link
          component={RouterLink}
          to={paths.career}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
        >
          <ArrowBackRounded fontSize="small" aria-hidden />
          All open positions
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          Apply for{' '}
          {isLoading ? (
            <Skeleton
              variant="text"
              aria-label="Loading job title"
              sx={{ display: 'inline-block', width: '10ch' }}
            />
          ) : (
            <Box component="span" sx={{ color: 'primary.main' }}>
              {title}
            </Box>
          )}
        </Typography>
        {job ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {job.department}
            </Typography>
            <JobMeta job={job} />
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary', mt: 2 }}>
            Tell us about yourself and attach your resume. Fields marked with * are required.
          </Typography>
        )}
        {closed ? (
          <Alert severity="info" sx={{ mt: 3 }}>
            This job is no longer open for applications. You can still send a general application
            below, and we will consider you for similar roles.
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ mt: { xs: 3, md: 4 }, p: { xs: 2.5, sm: 4, md: 5 } }}>
          <JobApplicationForm key={applyForId} jobId={applyForId} />
        </Paper>
      </Container>
    </Box>
  );
}
