import Chip from '@mui/material/Chip';
import type { ScreeningAnswer } from '@vistaar/shared/contract';

/** 'Years with Node.js: 1.5'; several knock-out answers are joined. */
function knockoutSummary(answers: readonly ScreeningAnswer[]): string {
  return answers
    .filter((answer) => answer.knockedOut)
    .map((answer) => `${answer.question}: ${answer.answer}`)
    .join('; ');
}

/**
 * Marks an application a screening answer disqualified, with the answer: it waits for a
 * recruiter to confirm, never rejected by itself.
 */
export function KnockedOutMarker({
  application,
}: {
  application: { knockedOut: boolean; screeningAnswers: readonly ScreeningAnswer[] };
}) {
  if (!application.knockedOut) return null;
  const summary = knockoutSummary(application.screeningAnswers);
  return (
    <Chip
      label={`Knocked out: ${summary}`}
      title={`Knocked out by a screening answer - ${summary}`}
      color="warning"
      size="small"
      variant="outlined"
      sx={{ maxWidth: '100%' }}
    />
  );
}
