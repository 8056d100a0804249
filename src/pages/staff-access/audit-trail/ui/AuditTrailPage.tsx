import { Box, Typography } from '@mui/material';
import { AuditTrail } from '@/features/auditTrail';
import { useGetTeamQuery } from '@/features/team';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff (admins): the audit trail, read-only. */
export function AuditTrailPage() {
  const { data: team } = useGetTeamQuery();
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Audit trail"
        description="Staff: audit trail."
        path={paths.auditTrail}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Audit trail
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Sign-ins, changes and every read of applications, resumes and employee records. Entries
        cannot be edited or deleted.
      </Typography>
      <AuditTrail staff={team?.members ?? []} />
    </Box>
  );
}
