import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { RejectionReasonSettings, StageSettings } from '@/features/applications';
import { StageTemplatePicker } from '@/features/emailTemplates';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (recruiting): the pipeline's stages, the e-mail each proposes, and the rejection reasons. */
export function PipelineSettingsPage() {
  return (
    <StaffPage
      title="Stages and reasons"
      description="Staff: pipeline stages and rejection reasons."
      path={paths.pipelineSettings}
      intro={
        <>
          How applications move on the{' '}
          <Link component={RouterLink} to={paths.appliedJob}>
            applications desk
          </Link>
          : its stages, the e-mail each proposes (written under{' '}
          <Link component={RouterLink} to={paths.emailTemplates}>
            E-mail templates
          </Link>
          ), and the reasons a rejection may give.
        </>
      }
    >
      <StageSettings stageExtra={(stage) => <StageTemplatePicker stage={stage} />} />
      <Divider sx={{ my: 4 }} />
      <RejectionReasonSettings />
    </StaffPage>
  );
}
