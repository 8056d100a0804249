import { AuditTrail } from '@/features/auditTrail';
import { useGetTeamQuery } from '@/features/team';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff (admins): the audit trail, read-only. */
export function AuditTrailPage() {
  const { data: team } = useGetTeamQuery();
  return (
    <StaffPage
      title="Audit trail"
      description="Staff: audit trail."
      path={paths.auditTrail}
      intro="Sign-ins, changes and every read of applications, resumes and employee records. Entries cannot be edited or deleted."
    >
      <AuditTrail staff={team?.members ?? []} />
    </StaffPage>
  );
}
