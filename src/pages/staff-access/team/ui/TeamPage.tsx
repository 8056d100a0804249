import { Box, Typography } from '@mui/material';
import { TeamManager } from '@/features/team';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff (admins): who has an account, with which role, and who is invited. */
export function TeamPage() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead title="Team" description="Staff: team accounts." path={paths.team} noIndex />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Team
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Invite staff by e-mail, choose what each role may open, and disable accounts that should no
        longer sign in.
      </Typography>
      <TeamManager />
    </Box>
  );
}
