import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import AddRounded from '@mui/icons-material/AddRounded';
import { JobScorecardDialog } from '@/features/interviews';
import { PostedJobsTable } from '@/features/jobPosting';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: the posted jobs, open or closed, with their applications. */
export function JobsListPage() {
  const [scorecardJob, setScorecardJob] = useState<{ id: number; title: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <StaffPage
      title="Jobs List"
      description="Staff: manage posted jobs."
      path={paths.jobsList}
      intro="Open jobs appear on the careers page. A job with applications is closed rather than deleted."
      actions={
        <Button
          component={RouterLink}
          to={paths.postJob}
          variant="contained"
          startIcon={<AddRounded aria-hidden />}
          sx={{ flexShrink: 0 }}
        >
          Post New Job
        </Button>
      }
    >
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
    </StaffPage>
  );
}
