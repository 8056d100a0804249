import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { JobPostingForm } from '@/features/jobPosting';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

function jobIdFrom(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Staff: post a new job, or edit one with `?jobId=`. */
export function PostJobPage() {
  const [searchParams] = useSearchParams();
  const jobId = jobIdFrom(searchParams.get('jobId'));
  const title = jobId ? 'Edit Job' : 'Post New Job';
  return (
    <Box sx={{ minWidth: 0, maxWidth: 880 }}>
      <PageHead
        title={title}
        description="Staff: post a new job opening."
        path={paths.postJob}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {jobId
          ? 'Changes appear on the careers page as soon as you save them.'
          : 'All fields are required. Switch off “Publish immediately” to save the job as closed.'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <JobPostingForm key={jobId ?? 'new'} jobId={jobId} />
      </Paper>
    </Box>
  );
}
