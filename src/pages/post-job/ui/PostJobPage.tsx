import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useGetPipelineStagesQuery } from '@/features/applications';
import { JobHiringManagersDialog, JobPostingForm } from '@/features/jobPosting';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

function jobIdFrom(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Staff: post a new job, or edit one with `?jobId=`. */
export function PostJobPage() {
  const [searchParams] = useSearchParams();
  const jobId = jobIdFrom(searchParams.get('jobId'));
  const title = jobId ? 'Edit Job' : 'Post New Job';
  const [choosingManagers, setChoosingManagers] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { data: stages = [] } = useGetPipelineStagesQuery();
  return (
    <StaffPage
      title={title}
      description="Staff: post a new job opening."
      path={paths.postJob}
      maxWidth={880}
      intro={
        jobId
          ? 'Changes appear on the careers page as soon as you save them.'
          : 'All fields are required. Switch off “Publish immediately” to save the job as closed.'
      }
      actions={
        jobId ? (
          <Button
            variant="outlined"
            startIcon={<ManageAccountsOutlined aria-hidden />}
            onClick={() => setChoosingManagers(true)}
          >
            Hiring team
          </Button>
        ) : undefined
      }
    >
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <JobPostingForm key={jobId ?? 'new'} jobId={jobId} stages={stages} />
      </Paper>
      {jobId ? (
        <JobHiringManagersDialog
          jobId={jobId}
          open={choosingManagers}
          onClose={() => setChoosingManagers(false)}
          onDone={(message) => {
            setChoosingManagers(false);
            setNotice(message);
          }}
        />
      ) : null}
    </StaffPage>
  );
}
