import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  RECOMMENDATION_LABELS,
  SCORECARD_SCORE_LABELS,
  type Recommendation,
} from '@vistaar/shared/config';
import type { FeedbackRecord } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { DescriptionGrid } from '@/shared/ui/description-grid';

const recommendationColor: Record<Recommendation, 'error' | 'warning' | 'success' | 'primary'> = {
  'strong-no': 'error',
  no: 'warning',
  yes: 'primary',
  'strong-yes': 'success',
};

/** One submission of feedback, as given. */
export function FeedbackCard({ feedback, title }: { feedback: FeedbackRecord; title?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography component="h4" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title ?? feedback.interviewer?.name ?? 'A former staff member'}
        </Typography>
        <Chip
          size="small"
          color={recommendationColor[feedback.recommendation]}
          label={RECOMMENDATION_LABELS[feedback.recommendation]}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {`Submitted ${formatIndiaDateTime(feedback.submittedAt)}${feedback.supersedesId ? ' (correction)' : ''}`}
      </Typography>
      <DescriptionGrid
        columns="minmax(0, 1fr) auto"
        columnGap={2}
        rowGap={0.5}
        sx={{ '& dd': { m: 0, fontWeight: 600 } }}
      >
        {feedback.ratings.map((rating) => (
          <Box key={rating.criterion} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ overflowWrap: 'anywhere' }}>
              {rating.criterion}
            </Typography>
            <Typography component="dd">
              {`${rating.score} ${SCORECARD_SCORE_LABELS[rating.score]}`}
            </Typography>
          </Box>
        ))}
      </DescriptionGrid>
      {feedback.comments ? (
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {feedback.comments}
        </Typography>
      ) : null}
    </Paper>
  );
}
