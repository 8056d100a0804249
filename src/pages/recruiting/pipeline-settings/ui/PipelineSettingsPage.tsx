import { Link as RouterLink } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { HolidaySettings, RejectionReasonSettings, StageSettings } from '@/features/applications';
import { useGetMeQuery } from '@/features/auth';
import { WhatsappCostsSection } from '@/features/conversations';
import { StageTemplatePicker } from '@/features/emailTemplates';
import { paths, STAFF_SCREEN_ROLES } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (recruiting): the pipeline's stages, the e-mail each proposes, and the rejection reasons. */
export function PipelineSettingsPage() {
  const { data: me } = useGetMeQuery();
  // Holidays are the company's calendar: those who run the team keep them.
  const keepsHolidays = me ? STAFF_SCREEN_ROLES[paths.team].includes(me.role) : false;
  // What messaging costs the company is for those who run the team, as the costs route holds.
  const seesCosts = keepsHolidays;
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
      <HolidaySettings canEdit={keepsHolidays} />
      <Divider sx={{ my: 4 }} />
      <RejectionReasonSettings />
      {seesCosts ? (
        <>
          <Divider sx={{ my: 4 }} />
          <WhatsappCostsSection />
        </>
      ) : null}
    </StaffPage>
  );
}
