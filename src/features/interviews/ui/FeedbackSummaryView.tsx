import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { RECOMMENDATIONS, RECOMMENDATION_LABELS, SCORECARD_SCORES } from '@vistaar/shared/config';
import { useGetFeedbackSummaryQuery } from '../api/interviews-api';
import { DescriptionGrid } from '@/shared/ui/description-grid';

const TOP_SCORE = SCORECARD_SCORES[SCORECARD_SCORES.length - 1];

/** What an application's interviewers said together: averages per criterion, recommendations. */
export function FeedbackSummaryView({ applicationId }: { applicationId: number }) {
  const { data: summary, error } = useGetFeedbackSummaryQuery(applicationId);
  if (error) {
    return (
      <Alert severity="warning">
        {apiErrorMessage(error as ApiError, 'The feedback summary could not be loaded.')}
      </Alert>
    );
  }
  if (!summary) return null;
  return (
    <Box component="section" aria-labelledby={`feedback-summary-${applicationId}`}>
      <Typography
        id={`feedback-summary-${applicationId}`}
        variant="h6"
        component="h3"
        sx={{ mb: 1 }}
      >
        Feedback summary
      </Typography>
      {summary.withheld > 0 ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {`Feedback from ${summary.withheld === 1 ? 'one interview' : `${summary.withheld} interviews`} is left out until you give your own.`}
        </Alert>
      ) : null}
      {summary.submissions === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No feedback yet.</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${summary.submissions} ${summary.submissions === 1 ? 'scorecard' : 'scorecards'}; criteria rated 1 to ${TOP_SCORE}.`}
          </Typography>
          <DescriptionGrid
            columns={{ xs: '1fr', sm: 'minmax(120px, 1fr) 2fr' }}
            columnGap={2}
            rowGap={1}
            sx={{ '& dd': { m: 0 } }}
          >
            {summary.criteria.map((criterion) => (
              <Box key={criterion.criterion} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {criterion.criterion}
                </Typography>
                <Box component="dd" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <LinearProgress
                    variant="determinate"
                    value={(criterion.average / TOP_SCORE) * 100}
                    aria-hidden
                    sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
                  />
                  <Typography component="span" sx={{ minWidth: '7.5rem' }}>
                    {`${criterion.average.toFixed(1)} of ${TOP_SCORE} (${criterion.ratings})`}
                  </Typography>
                </Box>
              </Box>
            ))}
          </DescriptionGrid>
          <Box
            component="ul"
            aria-label="Recommendations"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {RECOMMENDATIONS.map((key) => (
              <Box
                component="li"
                key={key}
                sx={{ px: 1.5, py: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}
              >
                {`${RECOMMENDATION_LABELS[key]}: ${summary.recommendations[key]}`}
              </Box>
            ))}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
