import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { CandidateRecord } from '@/features/applications';
import { CandidateDuplicateNotice } from '@/features/candidateDuplicates';
import { useGetMeQuery } from '@/features/auth';
import { MessagingConsentSection } from '@/features/conversations';
import { MESSAGING_CONSENT_ROLES } from '@vistaar/shared/config/messaging';
import { paths, STAFF_SCREEN_ROLES } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: one person across jobs, on a page of its own (linked from each of their applications). */
export function CandidateRecordPage() {
  const { candidateId = '' } = useParams();
  const id = Number(candidateId);
  const valid = /^\d{1,10}$/.test(candidateId) && id > 0;
  const { data: me } = useGetMeQuery();
  // Erasure is a privacy action: those who answer privacy requests may take it.
  const canErase = me ? STAFF_SCREEN_ROLES[paths.privacyRequests].includes(me.role) : false;
  const canMerge = me ? STAFF_SCREEN_ROLES[paths.candidateMerge].includes(me.role) : false;
  const readsConsent = me
    ? (MESSAGING_CONSENT_ROLES as readonly string[]).includes(me.role)
    : false;
  if (!valid) {
    return (
      <StaffPage
        title="Candidate"
        description="Staff: one candidate and their applications across jobs."
        path={paths.appliedJob}
      >
        <Alert severity="error">This candidate does not exist, or they have been erased.</Alert>
      </StaffPage>
    );
  }
  return (
    <CandidateRecord
      key={id}
      candidateId={id}
      canErase={canErase}
      notice={canMerge ? <CandidateDuplicateNotice candidateId={id} /> : null}
      details={readsConsent ? <MessagingConsentSection candidateId={id} /> : null}
    />
  );
}
