import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { ApplicationRecord } from '@/features/applications';
import { StageEmailComposer } from '@/features/emailTemplates';
import { ApplicationInterviews } from '@/features/interviews';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/**
 * Staff: one application on a page of its own, so a link to it can be shared with a
 * colleague, opened in a new tab, and reached again with the back button. The record frames
 * the page (`StaffPage`, headed by the applicant's name) once it knows whose it is.
 */
export function ApplicationRecordPage() {
  const { applicationId = '' } = useParams();
  const id = Number(applicationId);
  const valid = /^\d{1,10}$/.test(applicationId) && id > 0;
  if (!valid) {
    return (
      <StaffPage
        title="Application"
        description="Staff: one job application, its stage and history."
        path={paths.appliedJob}
      >
        <Alert severity="error">This application does not exist, or it has been erased.</Alert>
      </StaffPage>
    );
  }
  return (
    <ApplicationRecord
      applicationId={id}
      afterMove={({ applicationId, stageId, done }) => (
        <StageEmailComposer
          applicationId={applicationId}
          stageId={stageId}
          onSent={done}
          onSkip={done}
        />
      )}
    >
      <ApplicationInterviews applicationId={id} />
    </ApplicationRecord>
  );
}
