import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import {
  ApplicationRecord,
  useGetApplicationQuery,
  useGetPipelineStagesQuery,
} from '@/features/applications';
import { useGetMeQuery } from '@/features/auth';
import { ConversationThread } from '@/features/conversations';
import { ScheduledEmails, StageEmailComposer } from '@/features/emailTemplates';
import { CreateEmployeeRecordButton } from '@/features/employees';
import { ApplicationInterviews, ScheduleInterviewDialog } from '@/features/interviews';
import { OfferPanel } from '@/features/offers';
import { OFFER_DRAFTING_ROLES } from '@vistaar/shared/config/offers';
import { paths, STAFF_SCREEN_ROLES } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/**
 * Staff: one application on a page of its own, so a link to it can be shared with a
 * colleague, opened in a new tab, and reached again with the back button. The record frames
 * the page (`StaffPage`, headed by the applicant's name) once it knows whose it is.
 */
export function ApplicationRecordPage() {
  const { applicationId = '' } = useParams();
  const id = Number(applicationId);
  const valid = /^\d{1,10}$/.test(applicationId) && id > 0;
  const { data: me } = useGetMeQuery();
  // E-mails to candidates and scheduling are recruiting's; a hiring manager moves and reads.
  const recruits = me ? STAFF_SCREEN_ROLES[paths.emailTemplates].includes(me.role) : false;
  // A hired candidate's employee record is made by those who keep the records.
  const keepsRecords = me ? STAFF_SCREEN_ROLES[paths.employeeList].includes(me.role) : false;
  const { data: stages = [] } = useGetPipelineStagesQuery();
  const draftsOffers = me ? OFFER_DRAFTING_ROLES.includes(me.role) : false;
  const { data: application } = useGetApplicationQuery(id, { skip: !valid });
  if (!valid) {
    return (
      <StaffPage
        title="Application"
        description="Staff: one job application, its stage and history."
        path={paths.appliedJob}
      >
        <Alert severity="error">This application does not exist, or it has been erased.</Alert>
      </StaffPage>
    );
  }
  return (
    <ApplicationRecord
      applicationId={id}
      stageActions={(application) =>
        keepsRecords && application.stage.kind === 'hired' ? (
          <CreateEmployeeRecordButton
            applicationId={application.id}
            candidateName={application.fullName}
          />
        ) : null
      }
      afterMove={
        recruits
          ? ({ applicationId, stageId, done }) => (
              <StageEmailComposer
                applicationId={applicationId}
                stageId={stageId}
                onSent={done}
                onSkip={done}
                canSendLater={stages.find((stage) => stage.id === stageId)?.kind === 'rejected'}
                renderScheduler={({ onScheduled, onClose }) => (
                  <ScheduleInterviewDialog
                    open
                    applicationId={applicationId}
                    onClose={onClose}
                    onDone={onScheduled}
                  />
                )}
              />
            )
          : undefined
      }
    >
      <ApplicationInterviews applicationId={id} canSchedule={recruits} />
      {application ? (
        <OfferPanel applicationId={id} jobTitle={application.jobTitle} canDraft={draftsOffers} />
      ) : null}
      {recruits ? <ScheduledEmails applicationId={id} /> : null}
      {application ? <ConversationThread applicationId={id} /> : null}
    </ApplicationRecord>
  );
}
