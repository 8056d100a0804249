import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { candidateRecordPath } from '@vistaar/shared/config';

/** To the candidate's record, once the application is linked to a candidate. */
export function CandidateRecordLink({ candidateId }: { candidateId?: number | null }) {
  if (!candidateId) return null;
  return (
    <Button
      variant="outlined"
      component={RouterLink}
      to={candidateRecordPath(candidateId)}
      startIcon={<PersonOutlined aria-hidden />}
    >
      All applications of this candidate
    </Button>
  );
}
