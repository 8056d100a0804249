import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApplicationsDesk } from '@/features/applications';
import {
  BulkStageEmailDialog,
  ExportApplicationsButton,
  StageEmailDialog,
} from '@/features/emailTemplates';
import { useGetStaffJobsQuery } from '@/features/jobPosting';
import { paths } from '@vistaar/shared/config';
import { PageHead } from '@/shared/ui/seo';

/** Staff: every job application, searchable and paged on the server. */
export function AppliedJobPage() {
  // Every posted job, open or closed, for the desk's job filter and board (100 at most).
  const { data: jobs } = useGetStaffJobsQuery({ page: 1, limit: 100 });
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHead
        title="Job Applications"
        description="Staff: review job applications."
        path={paths.appliedJob}
        noIndex
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Job Applications
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Search by name, email, phone or job title, filter by job, stage and date, and move
        candidates through the stages in the list or on a job&apos;s board.
      </Typography>
      <ApplicationsDesk
        jobs={jobs?.items ?? []}
        selectionActions={(selection) => <ExportApplicationsButton filter={selection} />}
        afterMove={({ applicationId, candidateName, stageId, done }) => (
          <StageEmailDialog
            key={`${applicationId}-${stageId}`}
            applicationId={applicationId}
            candidateName={candidateName}
            stageId={stageId}
            onClose={done}
          />
        )}
        afterBulkMove={({ recipients, stageId, done }) => (
          <BulkStageEmailDialog recipients={recipients} stageId={stageId} onClose={done} />
        )}
      />
    </Box>
  );
}
