import { paths } from '@vistaar/shared/config';
import { DuplicatesList } from '@/features/candidateDuplicates';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: pairs of candidates that are likely one person, to merge or keep apart. */
export function CandidateDuplicatesPage() {
  return (
    <StaffPage
      title="Possible duplicates"
      description="Staff: candidates that are likely one person."
      path={paths.candidateDuplicates}
      intro="Candidates with the same e-mail or phone, or a similar name with the same employer or date of birth. Open a pair to merge them or keep them apart."
    >
      <DuplicatesList />
    </StaffPage>
  );
}
