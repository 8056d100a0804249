import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { JobApplicationForm } from '@/features/careers';
import { JobMeta, type Job } from '@/entities/job';
import { paths } from '@vistaar/shared/config';
import type { ApplicationFormPost } from '@vistaar/shared/validation';
import { Island } from '@/shared/ui/island';
import { PageHead } from '@/shared/ui/seo';
import { JobDescriptionPanel } from './JobDescriptionPanel';

const FALLBACK_TITLE = 'Your Dream Job';

export interface JobApplicationPageProps {
  /** The open job asked for with `?jobId=`, as the server found it; null when there is none. */
  job: Job | null;
  /** The id asked for; 0 is a general application. */
  requestedJobId: number;
  /** The server's answer when the form was posted without JavaScript. */
  posted?: ApplicationFormPost;
}

/** 'Apply for' the job chosen on /career (`?jobId=`), or a general application. */
export function JobApplicationPage({ job, requestedJobId, posted }: JobApplicationPageProps) {
  // A job that is no longer open becomes a general application rather than a dead end.
  const closed = requestedJobId > 0 && !job;
  const applyForId = job?.id ?? 0;
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
          href={paths.career}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
        >
          <ArrowBackRounded fontSize="small" aria-hidden />
          All open positions
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          Apply for{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            {title}
          </Box>
        </Typography>
        {job ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {job.department}
            </Typography>
            <JobMeta job={job} />
            <JobDescriptionPanel job={job} />
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
          <Island
            name="jobApplicationForm"
            component={JobApplicationForm}
            props={{
              jobId: applyForId,
              questions: job?.screeningQuestions ?? [],
              ...(posted ? { posted } : {}),
            }}
            hydrate="interaction"
          />
        </Paper>
      </Container>
    </Box>
  );
}
