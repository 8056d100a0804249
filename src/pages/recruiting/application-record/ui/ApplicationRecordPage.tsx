import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApplicationRecord } from '@/features/applications';
import { StageEmailComposer } from '@/features/emailTemplates';
import { ApplicationInterviews } from '@/features/interviews';
import { applicationRecordPath, paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/**
 * Staff: one application on a page of its own, so a link to it can be shared with a
 * colleague, opened in a new tab, and reached again with the back button.
 */
export function ApplicationRecordPage() {
  const { applicationId = '' } = useParams();
  const id = Number(applicationId);
  const valid = /^\d{1,10}$/.test(applicationId) && id > 0;
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Application"
        description="Staff: one job application, its stage and history."
        path={valid ? applicationRecordPath(id) : paths.appliedJob}
        noIndex
      />
      {valid ? (
        <>
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
          />
          <ApplicationInterviews applicationId={id} />
        </>
      ) : (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
            Application
          </Typography>
          <Alert severity="error">This application does not exist, or it has been erased.</Alert>
        </>
      )}
    </Box>
  );
}
