import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { JobDescription, formatJobDay, type Job } from '@/entities/job';
import { jobPagePath } from '@vistaar/shared/config';
import { BareList } from '@/shared/ui/bare-list';
import { Disclosure } from '@/shared/ui/disclosure';

/**
 * The job's full description above the form, folded by default so the form stays in reach.
 * A native details element: it opens and closes without JavaScript.
 */
export function JobDescriptionPanel({ job }: { job: Job }) {
  return (
    <Disclosure
      summary="Read the full job description"
      sx={{ mt: 3 }}
      summarySx={{ py: 1.75, fontWeight: 600, color: 'primary.main' }}
    >
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, borderTop: 1, borderColor: 'divider' }}>
        <JobDescription description={job.description} sx={{ mt: 2.5 }} />
        {job.skills.length ? (
          <BareList
            aria-label="Skills"
            sx={{
              mt: 2.5,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            {job.skills.map((skill) => (
              <Box component="li" key={skill}>
                <Chip label={skill} size="small" color="primary" variant="outlined" />
              </Box>
            ))}
          </BareList>
        ) : null}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2.5 }}>
          Applications close after {formatJobDay(job.closesOn)}.{' '}
          <Link href={jobPagePath(job)} underline="always">
            Open this job&apos;s page
          </Link>
        </Typography>
      </Box>
    </Disclosure>
  );
}
