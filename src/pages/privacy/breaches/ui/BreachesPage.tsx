import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { BreachesList } from '@/features/privacy';
import { BREACH_BOARD_REPORT_HOURS, paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';
import { PageTitle } from './PageTitle';

/** Staff (admins and HR): personal data breaches and where each stands. */
export function BreachesPage() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Data breaches"
        description="Staff: personal data breaches."
        path={paths.privacyBreaches}
        noIndex
      />
      <PageTitle>Data breaches</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
        {`Record a personal data breach as soon as it is discovered: the product lists the people affected, writes their notice and the report for the Data Protection Board (due ${BREACH_BOARD_REPORT_HOURS} hours after discovery), and sends the notices once you confirm. The runbook in docs/breach-runbook.md says who does what.`}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.privacyBreachNew}
        variant="contained"
        startIcon={<AddOutlined aria-hidden />}
        sx={{ mb: 3 }}
      >
        Record a breach
      </Button>
      <BreachesList />
    </Box>
  );
}
