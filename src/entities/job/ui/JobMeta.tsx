import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import type { Job } from '../model/job-model';
import { visuallyHidden } from '@/shared/lib/a11y';

export interface JobMetaProps {
  job: Pick<Job, 'location' | 'experience' | 'jobType' | 'salaryRange'>;
  sx?: SxProps<Theme>;
}

function MetaItem({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', color: 'primary.main', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        <Box component="span" sx={visuallyHidden}>
          {`${label}: `}
        </Box>
        {value}
      </Typography>
    </Box>
  );
}

/** Location, experience, job type and salary range of a job, as a compact wrapping row. */
export function JobMeta({ job, sx }: JobMetaProps) {
  return (
    <Box
      component="ul"
      role="list"
      sx={[
        {
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2.5,
          rowGap: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <MetaItem icon={<PlaceOutlined />} label="Location" value={job.location} />
      <MetaItem icon={<TrendingUpRounded />} label="Experience" value={job.experience} />
      <MetaItem icon={<AccessTimeRounded />} label="Job type" value={job.jobType} />
      <MetaItem icon={<CurrencyRupeeRounded />} label="Salary range" value={job.salaryRange} />
    </Box>
  );
}
