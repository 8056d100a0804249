import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { candidateMergePath, paths } from '@vistaar/shared/config';
import { MergeCandidates } from '@/features/candidateDuplicates';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: two likely duplicates side by side, to merge or keep apart. */
export function CandidateMergePage() {
  const { pairId = '' } = useParams();
  const id = Number(pairId);
  const valid = /^\d{1,10}$/.test(pairId) && id > 0;
  return (
    <StaffPage
      title="Merge candidates"
      description="Staff: merge two candidates that are one person."
      path={valid ? candidateMergePath(id) : paths.candidateDuplicates}
      breadcrumbs={[{ label: 'Possible duplicates', to: paths.candidateDuplicates }]}
      intro="Choose the candidate that stays and, for each field, the value to keep. The other candidate's applications, notes, resumes and consents move over."
      maxWidth={1100}
    >
      {valid ? (
        <MergeCandidates key={id} pairId={id} />
      ) : (
        <Alert severity="error">These candidates do not exist.</Alert>
      )}
    </StaffPage>
  );
}
