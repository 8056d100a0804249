import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { JobScorecardDialog } from '@/features/interviews';
import { PostedJobsTable } from '@/features/jobPosting';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff: the posted jobs, open or closed, with their applications. */
export function JobsListPage() {
  const [scorecardJob, setScorecardJob] = useState<{ id: number; title: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Jobs List"
        description="Staff: manage posted jobs."
        path={paths.jobsList}
        noIndex
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
            Jobs List
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Open jobs appear on the careers page. A job with applications is closed rather than
            deleted.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.postJob}
          variant="contained"
          startIcon={<AddRounded aria-hidden />}
          sx={{ flexShrink: 0 }}
        >
          Post New Job
        </Button>
      </Box>
      <PostedJobsTable onEditScorecard={setScorecardJob} />
      <JobScorecardDialog
        job={scorecardJob}
        onClose={() => setScorecardJob(null)}
        onDone={(message) => {
          setScorecardJob(null);
          setNotice(message);
        }}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
