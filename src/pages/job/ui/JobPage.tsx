import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { JobAlertsSection } from '@/features/jobAlerts';
import { JobDescription, JobMeta, formatJobDay, type Job } from '@/entities/job';
import { jobApplicationPath, jobPagePath, paths } from '@vistaar/shared/config';
import { indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { descriptionSummary } from '@vistaar/shared/lib/job-description';
import { JsonLd, PageHead } from '@/shared/ui/seo';
import { jobPostingJsonLd } from '../lib/job-posting-json-ld';
import { JobFacts } from './JobFacts';
import { ShareJob } from './ShareJob';
import { BareList } from '@/shared/ui/bare-list';
import { ColumnGrid } from '@/shared/ui/column-grid';

function ApplyButton({ job, describedBy }: { job: Job; describedBy: string }) {
  return (
    <Button
      href={jobApplicationPath(job.id)}
      variant="contained"
      size="large"
      endIcon={<ArrowForwardRounded aria-hidden />}
      aria-describedby={describedBy}
    >
      Apply for this job
    </Button>
  );
}

/**
 * One open job: what the role is in full, its facts and dates, 'Apply for this job', share
 * links and job alerts, with schema.org JobPosting data for search engines.
 */
export function JobPage({ job }: { job: Job }) {
  const titleId = useId();
  const skillsId = useId();
  const aboutId = useId();
  return (
    <Box component="article" aria-labelledby={titleId}>
      <PageHead
        title={`${job.title} (${job.location})`}
        description={descriptionSummary(`${job.department}: ${job.description}`)}
        path={jobPagePath(job)}
      />
      <JsonLd data={jobPostingJsonLd(job)} />
      <Box
        sx={{
          bgcolor: 'grey.50',
          borderBottom: 1,
          borderColor: 'divider',
          py: { xs: 4, md: 7 },
        }}
      >
        <Container maxWidth="lg">
          <Link
            href={paths.career}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3, fontWeight: 600 }}
          >
            <ArrowBackRounded fontSize="small" aria-hidden />
            All open positions
          </Link>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
            {job.department}
          </Typography>
          <Typography
            id={titleId}
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
          >
            {job.title}
          </Typography>
          <JobMeta job={job} sx={{ mt: 2.5 }} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            Posted on {formatJobDay(indiaDateOf(job.postedAt))}. Applications close after{' '}
            {formatJobDay(job.closesOn)}.
          </Typography>
          <Box sx={{ mt: 3.5 }}>
            <ApplyButton job={job} describedBy={titleId} />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <ColumnGrid
          columns={{ xs: '1fr', md: 'minmax(0, 1fr) 340px' }}
          gap={{ xs: 5, md: 8 }}
          alignItems="start"
        >
          <Box>
            <Box component="section" aria-labelledby={aboutId}>
              <Typography id={aboutId} variant="h4" component="h2" sx={{ mb: 2 }}>
                About the role
              </Typography>
              <JobDescription description={job.description} sx={{ maxWidth: '70ch' }} />
            </Box>
            {job.skills.length ? (
              <Box component="section" aria-labelledby={skillsId} sx={{ mt: 5 }}>
                <Typography id={skillsId} variant="h4" component="h2" sx={{ mb: 2 }}>
                  Skills
                </Typography>
                <BareList sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {job.skills.map((skill) => (
                    <Box component="li" key={skill}>
                      <Chip label={skill} color="primary" variant="outlined" />
                    </Box>
                  ))}
                </BareList>
              </Box>
            ) : null}
            <Paper variant="outlined" sx={{ mt: 6, p: { xs: 2.5, sm: 3.5 } }}>
              <Typography variant="h5" component="p" sx={{ mb: 1 }}>
                Interested?
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
                Applying takes a few minutes and a resume (PDF or Word, up to 5 MB). The hiring team
                reads every application.
              </Typography>
              <ApplyButton job={job} describedBy={titleId} />
            </Paper>
          </Box>
          <Box
            component="aside"
            aria-label="Job summary and sharing"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 3,
              position: { md: 'sticky' },
              top: { md: 96 },
            }}
          >
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Job summary
              </Typography>
              <JobFacts job={job} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <ShareJob job={job} />
            </Paper>
          </Box>
        </ColumnGrid>
      </Container>
      <JobAlertsSection defaultDepartments={[job.department]} />
    </Box>
  );
}
