import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { paths } from '@vistaar/shared/config';
import { IntakeQueue, IntakeUploadDialog } from '@/features/intake';
import { StaffPage } from '@/shared/ui/staff-page';
import { useIntakeJobs } from './use-intake-jobs';

/** Staff: every resume that came in by upload or e-mail, and uploading more. */
export function IntakePage() {
  const [uploading, setUploading] = useState(false);
  const jobs = useIntakeJobs();
  return (
    <StaffPage
      title="Intake"
      description="Staff: resumes that came in by upload or e-mail, waiting for review."
      path={paths.intake}
      intro="Resumes uploaded here or e-mailed to the intake address are read and wait for review. Open one to check what was read and add the candidate."
      actions={
        <Button
          variant="contained"
          startIcon={<UploadFileOutlinedIcon aria-hidden />}
          onClick={() => setUploading(true)}
        >
          Upload resumes
        </Button>
      }
    >
      <IntakeQueue />
      <IntakeUploadDialog open={uploading} onClose={() => setUploading(false)} jobs={jobs} />
    </StaffPage>
  );
}
