import { ApplicationsDesk } from '@/features/applications';
import { useGetMeQuery } from '@/features/auth';
import {
  BulkStageEmailDialog,
  ExportApplicationsButton,
  StageEmailDialog,
} from '@/features/emailTemplates';
import { ScheduleInterviewDialog } from '@/features/interviews';
import { useGetStaffJobsQuery } from '@/features/jobPosting';
import { paths, STAFF_SCREEN_ROLES } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: every job application, searchable and paged on the server. */
export function AppliedJobPage() {
  // Every posted job, open or closed, for the desk's job filter and board (100 at most).
  const { data: jobs } = useGetStaffJobsQuery({ page: 1, limit: 100 });
  const { data: me } = useGetMeQuery();
  // E-mails to candidates, the export and scheduling are recruiting's; a hiring manager
  // sees and moves their own jobs' candidates.
  const recruits = me ? STAFF_SCREEN_ROLES[paths.emailTemplates].includes(me.role) : true;
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
        selectionActions={
          recruits ? (selection) => <ExportApplicationsButton filter={selection} /> : undefined
        }
        afterMove={
          recruits
            ? ({ applicationId, candidateName, stageId, done }) => (
                <StageEmailDialog
                  key={`${applicationId}-${stageId}`}
                  applicationId={applicationId}
                  candidateName={candidateName}
                  stageId={stageId}
                  onClose={done}
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
