import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  SCORECARD_SCORES,
  SCORECARD_SCORE_LABELS,
} from '@vistaar/shared/config';
import type { FeedbackRecord } from '@vistaar/shared/contract';
import { FormRadioGroup, FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import { feedbackSchema, type FeedbackInput } from '@vistaar/shared/validation';
import { useSubmitFeedbackMutation } from '../api/interviews-api';

interface FeedbackValues {
  ratings: { criterion: string; score: string }[];
  recommendation: string;
  comments: string;
}

const scoreOptions = SCORECARD_SCORES.map((score) => ({
  value: String(score),
  label: `${score} ${SCORECARD_SCORE_LABELS[score]}`,
}));
const recommendationOptions = RECOMMENDATIONS.map((value) => ({
  value,
  label: RECOMMENDATION_LABELS[value],
}));

export interface ScorecardFormProps {
  interviewId: number;
  criteria: string[];
  /** The feedback being corrected: the form starts from it and sends a correction. */
  previous: FeedbackRecord | null;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

/** An interviewer's scorecard: each criterion rated 1-4, an overall recommendation, comments. */
export function ScorecardForm({
  interviewId,
  criteria,
  previous,
  onDone,
  onCancel,
}: ScorecardFormProps) {
  const scoreOf = (criterion: string) =>
    String(previous?.ratings.find((rating) => rating.criterion === criterion)?.score ?? '');
  const { control, handleSubmit, setError } = useSchemaForm<FeedbackValues, FeedbackInput>(
    feedbackSchema,
    {
      ratings: criteria.map((criterion) => ({ criterion, score: scoreOf(criterion) })),
      recommendation: previous?.recommendation ?? '',
      comments: previous?.comments ?? '',
    },
  );
  const [send, { isLoading }] = useSubmitFeedbackMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await send({
        id: interviewId,
        body: input,
        correction: previous !== null,
      }).unwrap();
      onDone(answer.message ?? 'Feedback submitted');
    } catch (failure) {
      const rest = applyServerErrors(setError, apiFieldErrors(failure as ApiError), [
        'recommendation',
        'comments',
      ]);
      if (
        Object.keys(rest).length > 0 ||
        Object.keys(apiFieldErrors(failure as ApiError)).length === 0
      ) {
        setFormError(apiErrorMessage(failure as ApiError, 'The feedback could not be sent.'));
      }
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <ErrorAlert message={formError} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Rate each criterion from 1 (poor) to 4 (excellent). There is no middle score: decide which
        side the candidate is on.
      </Typography>
      {criteria.map((criterion, index) => (
        <FormRadioGroup
          key={criterion}
          control={control}
          name={`ratings.${index}.score`}
          legend={criterion}
          options={scoreOptions}
          row
          required
        />
      ))}
      <FormRadioGroup
        control={control}
        name="recommendation"
        legend="Overall recommendation"
        options={recommendationOptions}
        row
        required
      />
      <FormTextField
        control={control}
        name="comments"
        label="Comments"
        helperText="What you saw and heard: evidence for your ratings."
        multiline
        minRows={3}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>Keep my feedback</Button> : null}
        <Button type="submit" variant="contained" disabled={isLoading}>
          {previous ? 'Submit correction' : 'Submit feedback'}
        </Button>
      </Stack>
    </Stack>
  );
}
