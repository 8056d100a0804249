import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { JobDescription } from '@/entities/job';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { SCORECARD_SCORES } from '@vistaar/shared/config/interviews';
import { useGetInterviewKitQuery } from '../api/interviews-api';
import { InterviewCard } from './InterviewCard';
import { ScorecardDialog } from './ScorecardDialog';
import { DescriptionGrid } from '@/shared/ui/description-grid';

function KitSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `kit-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ breakInside: 'avoid-page' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1, color: 'primary.main' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One interview's kit on one screen, for its panel: the interview, the candidate's fields
 * that matter for the job, the resume, the job description and the scorecard's criteria with
 * boxes to tick on paper. Prints without the staff shell.
 */
export function InterviewKit({ interviewId }: { interviewId: number }) {
  const { data: kit, error, isLoading } = useGetInterviewKitQuery(interviewId);
  const [scoring, setScoring] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (isLoading) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography>Loading the interview kit...</Typography>
      </Stack>
    );
  }
  if (error || !kit) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'The interview kit could not be loaded.')} A kit is open
        to the interview&apos;s panel until their feedback is in.
      </Alert>
    );
  }
  const { interview, job } = kit;
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
        {kit.resume ? (
          <Button
            variant="contained"
            href={kit.resume.url}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<DescriptionOutlined aria-hidden />}
          >
            Open resume
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => setScoring(true)}>
          Scorecard
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Stack>
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <InterviewCard
        interview={interview}
        heading={`${interview.candidateName}, ${interview.jobTitle}`}
      />
      <KitSection title="Candidate">
        <DescriptionGrid columns="max-content 1fr" columnGap={2} rowGap={0.5}>
          {kit.fields.map((field) => (
            <Box key={field.label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {field.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {field.value}
              </Typography>
            </Box>
          ))}
        </DescriptionGrid>
        {kit.resume ? (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {`Resume: ${kit.resume.fileName}`}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            The resume is no longer held.
          </Typography>
        )}
      </KitSection>
      <KitSection title="Job">
        {job ? (
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 600 }}>
              {`${job.title} · ${job.department} · ${job.location} · ${job.experience}`}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Skills">
              {job.skills.map((skill) => (
                <Chip key={skill} size="small" label={skill} />
              ))}
            </Stack>
            <JobDescription description={job.description} />
          </Stack>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            A general application, for no particular job.
          </Typography>
        )}
      </KitSection>
      <KitSection title="Scorecard">
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {`Rate each from ${SCORECARD_SCORES[0]} to ${SCORECARD_SCORES[SCORECARD_SCORES.length - 1]}.`}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {kit.criteria.map((criterion) => (
            <Typography key={criterion} component="li" sx={{ mb: 0.75 }}>
              {criterion}
              <Box
                component="span"
                aria-hidden
                sx={{ ml: 1, letterSpacing: 4, color: 'text.secondary' }}
              >
                {SCORECARD_SCORES.map(() => '☐').join('')}
              </Box>
            </Typography>
          ))}
        </Box>
      </KitSection>
      <ScorecardDialog
        interviewId={scoring ? interviewId : null}
        onClose={() => setScoring(false)}
        onSaved={(message) => {
          setScoring(false);
          setNotice(message);
        }}
      />
    </Stack>
  );
}
