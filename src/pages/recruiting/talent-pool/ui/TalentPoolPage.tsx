import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { paths } from '@vistaar/shared/config';
import { useGetStaffJobsQuery } from '@/features/jobPosting';
import {
  CandidateImportDialog,
  SavedLists,
  TalentPoolSearch,
  type PoolJobOption,
} from '@/features/talentPool';
import { StaffPage } from '@/shared/ui/staff-page';

/** The jobs a pool candidate can be added to. */
function usePoolJobs(): PoolJobOption[] {
  const { data } = useGetStaffJobsQuery({ page: 1, limit: 100 });
  return (data?.items ?? []).map((job) => ({ id: job.id, title: job.title }));
}

/** Staff: the search over every candidate whose consent or retention allows it. */
export function TalentPoolPage() {
  const jobs = usePoolJobs();
  const [importing, setImporting] = useState(false);
  return (
    <StaffPage
      title="Talent pool"
      description="Staff: search every candidate, not one job."
      path={paths.talentPool}
      intro="Every candidate whose consent or retention period allows it, found by name, skills, resume text and notes. Those whose data is due for erasure within 30 days are marked."
      actions={
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => setImporting(true)}
        >
          Import candidates
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 260px' } }}>
        <TalentPoolSearch jobs={jobs} />
        <SavedLists />
      </Box>
      <CandidateImportDialog open={importing} onClose={() => setImporting(false)} />
    </StaffPage>
  );
}
