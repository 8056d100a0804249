import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatJobDay, type Job } from '@/entities/job';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { DescriptionGrid } from '@/shared/ui/description-grid';

/** The job's facts as a description list: what a job seeker compares between openings. */
export function JobFacts({ job }: { job: Job }) {
  const facts: [string, string][] = [
    ['Department', job.department],
    ['Location', job.location],
    ['Job type', job.jobType],
    ['Experience', job.experience],
    ['Salary range', job.salaryRange],
    ['Posted on', formatJobDay(indiaDateOf(job.postedAt))],
    ['Apply by', formatJobDay(job.closesOn)],
  ];
  return (
    <DescriptionGrid columns="auto 1fr" gap={1.25}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </DescriptionGrid>
  );
}
