import { Box, Typography } from '@mui/material';
import { PrivacyRequests } from '@/features/privacy';
import {
  GRIEVANCE_RESPONSE_LIMIT_DAYS,
  GRIEVANCE_RESPONSE_TARGET_DAYS,
  paths,
} from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff (admins and HR): privacy requests, their due dates and the answers sent. */
export function PrivacyRequestsPage() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Privacy requests"
        description="Staff: privacy requests."
        path={paths.privacyRequests}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Privacy requests
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Requests to see, correct or erase personal data, and grievances, from My application or
        entered from an e-mail. Each is due {GRIEVANCE_RESPONSE_TARGET_DAYS} days after it arrived
        (the law allows at most {GRIEVANCE_RESPONSE_LIMIT_DAYS}); overdue ones are in red.
      </Typography>
      <PrivacyRequests />
    </Box>
  );
}
