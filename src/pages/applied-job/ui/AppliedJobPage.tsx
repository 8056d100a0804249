import { ApplicationsDesk, useGetPipelineStagesQuery } from '@/features/applications';
import { useGetMeQuery } from '@/features/auth';
import { BulkStageEmailDialog, ExportApplicationsButton } from '@/features/emailTemplates';
import { ScheduleInterviewDialog } from '@/features/interviews';
import { DESK_JOBS, useGetStaffJobsQuery } from '@/features/jobPosting';
import { paths, STAFF_SCREEN_ROLES } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';
import { AfterBoardMove } from './AfterBoardMove';

/** Staff: every job application, searchable and paged on the server. */
export function AppliedJobPage() {
  // Every posted job, open or closed, for the desk's job filter and board.
  const { data: jobs } = useGetStaffJobsQuery(DESK_JOBS);
  const { data: me } = useGetMeQuery();
  // E-mails to candidates, the export and scheduling are recruiting's; a hiring manager
  // sees and moves their own jobs' candidates.
  const recruits = me ? STAFF_SCREEN_ROLES[paths.emailTemplates].includes(me.role) : true;
  // A move to Hired offers the employee record to those who keep the records.
  const keepsRecords = me ? STAFF_SCREEN_ROLES[paths.employeeList].includes(me.role) : false;
  // Adding candidates and setting the stages are recruiting's too; nothing shows until the role is known.
  const managesPipeline = me ? STAFF_SCREEN_ROLES[paths.pipelineSettings].includes(me.role) : false;
  const { data: stages = [] } = useGetPipelineStagesQuery();
  return (
    <StaffPage
      title="Job Applications"
      description="Staff: review job applications."
      path={paths.appliedJob}
      intro="Search by name, email, phone or job title, filter by job, stage and date, and move candidates through the stages in the list or on a job's board."
    >
      <ApplicationsDesk
        jobs={jobs?.items ?? []}
        memberId={me?.id}
        recruits={managesPipeline}
        selectionActions={
          recruits ? (selection) => <ExportApplicationsButton filter={selection} /> : undefined
        }
        afterMove={({ applicationId, candidateName, stageId, done }) => {
          const kind = stages.find((stage) => stage.id === stageId)?.kind;
          return (
            <AfterBoardMove
              key={`${applicationId}-${stageId}`}
              applicationId={applicationId}
              candidateName={candidateName}
              stageId={stageId}
              proposeEmail={recruits}
              canSendLater={kind === 'rejected'}
              offerEmployeeRecord={kind === 'hired' && keepsRecords}
              done={done}
              renderScheduler={({ onScheduled, onClose }) => (
                <ScheduleInterviewDialog
                  open
                  applicationId={applicationId}
                  onClose={onClose}
                  onDone={onScheduled}
                />
              )}
            />
          );
        }}
        afterBulkMove={
          recruits
            ? ({ recipients, stageId, done }) => (
                <BulkStageEmailDialog recipients={recipients} stageId={stageId} onClose={done} />
              )
            : undefined
        }
      />
    </StaffPage>
  );
}
