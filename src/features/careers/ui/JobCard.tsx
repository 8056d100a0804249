import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { JobMeta, type Job } from '@/entities/job';
import { jobApplicationPath, jobPagePath } from '@vistaar/shared/config';
import { descriptionText } from '@vistaar/shared/lib/job-description';

/** One open position: department, title, description, skills, facts, 'Apply Now' and 'View details'. */
export function JobCard({ job }: { job: Job }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={(theme) => ({
        height: '100%',
        p: { xs: 2.5, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        '&:hover': {
          borderColor: alpha(theme.palette.primary.main, 0.35),
          boxShadow: `0 12px 32px ${alpha(theme.palette.primary.dark, 0.1)}`,
        },
      })}
    >
      <Box>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'primary.main', lineHeight: 1.6 }}
        >
          {job.department}
        </Typography>
        <Typography id={titleId} variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {job.title}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {descriptionText(job.description)}
      </Typography>
      {job.skills.length ? (
        <Box
          component="ul"
          aria-label="Skills"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {job.skills.map((skill) => (
            <Box component="li" key={skill}>
              <Chip label={skill} size="small" color="primary" variant="outlined" />
            </Box>
          ))}
        </Box>
      ) : null}
      <JobMeta job={job} sx={{ mt: 'auto' }} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
        <Button
          href={jobApplicationPath(job.id)}
          variant="contained"
          endIcon={<ArrowForwardRounded aria-hidden />}
          aria-describedby={titleId}
        >
          Apply Now
        </Button>
        <Button href={jobPagePath(job)} variant="outlined" aria-describedby={titleId}>
          View details
        </Button>
      </Box>
    </Card>
  );
}
