import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RejectionReasonSettings, StageSettings } from '@/features/applications';
import { StageTemplatePicker } from '@/features/emailTemplates';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff (recruiting): the pipeline's stages, the e-mail each proposes, and the rejection reasons. */
export function PipelineSettingsPage() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Stages and reasons"
        description="Staff: pipeline stages and rejection reasons."
        path={paths.pipelineSettings}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Stages and reasons
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        How applications move on the{' '}
        <Link component={RouterLink} to={paths.appliedJob}>
          applications desk
        </Link>
        : its stages, the e-mail each proposes (written under{' '}
        <Link component={RouterLink} to={paths.emailTemplates}>
          E-mail templates
        </Link>
        ), and the reasons a rejection may give.
      </Typography>
      <StageSettings stageExtra={(stage) => <StageTemplatePicker stage={stage} />} />
      <Divider sx={{ my: 4 }} />
      <RejectionReasonSettings />
    </Box>
  );
}
