import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { BreachesList } from '@/features/privacy';
import { BREACH_BOARD_REPORT_HOURS, paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (admins and HR): personal data breaches and where each stands. */
export function BreachesPage() {
  return (
    <StaffPage
      title="Data breaches"
      description="Staff: personal data breaches."
      path={paths.privacyBreaches}
      intro={`Record a personal data breach as soon as it is discovered: the product lists the people affected, writes their notice and the report for the Data Protection Board (due ${BREACH_BOARD_REPORT_HOURS} hours after discovery), and sends the notices once you confirm. The runbook in docs/breach-runbook.md says who does what.`}
      actions={
        <Button
          component={RouterLink}
          to={paths.privacyBreachNew}
          variant="contained"
          startIcon={<AddOutlined aria-hidden />}
        >
          Record a breach
        </Button>
      }
    >
      <BreachesList />
    </StaffPage>
  );
}
