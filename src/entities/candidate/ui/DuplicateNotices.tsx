import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { DuplicateMatch } from '@vistaar/shared/contract';
import { duplicateNoticeText } from '../lib/duplicate-notice';

/**
 * One notice per candidate on file the person is likely the same as, with the reasons; the
 * action (open the merge screen, open the candidate) is the caller's.
 */
export function DuplicateNotices({
  matches,
  action,
}: {
  matches: readonly DuplicateMatch[];
  action?: (match: DuplicateMatch) => ReactNode;
}) {
  if (matches.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Possible duplicates">
      {matches.map((match) => (
        <Alert key={match.candidateId} severity="warning" action={action?.(match)}>
          {duplicateNoticeText(match)}
        </Alert>
      ))}
    </Stack>
  );
}
