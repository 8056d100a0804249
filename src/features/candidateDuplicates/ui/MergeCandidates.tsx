import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  APPLICATION_SOURCE_LABELS,
  DUPLICATE_REASON_LABELS,
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  MERGE_UNDO_DAYS,
  paths,
  type MergeField,
} from '@vistaar/shared/config';
import type { DuplicatePair, PairCandidate } from '@vistaar/shared/contract';
import type { CandidateMergeInput } from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/dialogs';
import {
  useDismissDuplicateMutation,
  useGetDuplicatePairQuery,
  useMergeCandidatesMutation,
  useUndoMergeMutation,
} from '../api/duplicates-api';
import { countOf } from '@/shared/lib/count-of';
import { ErrorAlert } from '@/shared/ui/feedback';

const nameOf = (candidate: PairCandidate) => `${candidate.firstName} ${candidate.lastName}`;

function shown(candidate: PairCandidate, field: MergeField): string {
  if (field === 'source') return APPLICATION_SOURCE_LABELS[candidate.source];
  return candidate[field] || 'Not given';
}

/** Every value from the candidate that stays. */
const allFrom = (winnerId: number): CandidateMergeInput => ({
  winnerId,
  ...(Object.fromEntries(MERGE_FIELDS.map((field) => [field, winnerId])) as Record<
    MergeField,
    number
  >),
});

/** The one with more applications stays by default; on a tie, the one on file first. */
function defaultWinner([a, b]: DuplicatePair['candidates']) {
  if (a.applications !== b.applications) return a.applications > b.applications ? a.id : b.id;
  return a.createdAt <= b.createdAt ? a.id : b.id;
}

type Outcome =
  | { kind: 'merged'; mergeId: number; text: string }
  | { kind: 'undone' | 'dismissed'; text: string };

function MergeForm({ pair }: { pair: DuplicatePair }) {
  const [choices, setChoices] = useState<CandidateMergeInput>(() =>
    allFrom(defaultWinner(pair.candidates)),
  );
  const [asking, setAsking] = useState<'merge' | 'dismiss' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [merge, merging] = useMergeCandidatesMutation();
  const [dismiss, dismissing] = useDismissDuplicateMutation();
  const [undo, undoing] = useUndoMergeMutation();
  const busy = merging.isLoading || dismissing.isLoading;
  const winner = pair.candidates.find((candidate) => candidate.id === choices.winnerId)!;
  const loser = pair.candidates.find((candidate) => candidate.id !== choices.winnerId)!;

  const confirm = async () => {
    setFailure(null);
    try {
      if (asking === 'merge') {
        const result = await merge({ pairId: pair.id, values: choices }).unwrap();
        setOutcome({
          kind: 'merged',
          mergeId: result.mergeId,
          text: `${nameOf(loser)} was merged into ${nameOf(winner)}. You can undo this until ${dayjs(result.undoUntil).format('D MMM YYYY')}.`,
        });
      } else {
        await dismiss(pair.id).unwrap();
        setOutcome({
          kind: 'dismissed',
          text: `${nameOf(pair.candidates[0])} and ${nameOf(pair.candidates[1])} are kept apart.`,
        });
      }
      setAsking(null);
    } catch (error) {
      setFailure(apiErrorMessage(error as ApiError, 'That did not work. Please try again.'));
    }
  };

  const undoMerge = async (mergeId: number) => {
    setFailure(null);
    try {
      await undo(mergeId).unwrap();
      setOutcome({ kind: 'undone', text: 'The merge was undone: both candidates are as before.' });
    } catch (error) {
      setFailure(apiErrorMessage(error as ApiError, 'The merge could not be undone.'));
    }
  };

  if (outcome) {
    return (
      <Stack spacing={2}>
        <ErrorAlert message={failure} />
        <Alert
          severity="success"
          role="status"
          action={
            outcome.kind === 'merged' ? (
              <Button
                color="inherit"
                size="small"
                disabled={undoing.isLoading}
                onClick={() => void undoMerge(outcome.mergeId)}
              >
                {undoing.isLoading ? 'Undoing...' : 'Undo'}
              </Button>
            ) : undefined
          }
        >
          {outcome.text}
        </Alert>
        <Link component={RouterLink} to={paths.candidateDuplicates}>
          Back to the possible duplicates
        </Link>
      </Stack>
    );
  }

  const choose = (field: keyof CandidateMergeInput, id: number) =>
    setChoices((current) => (field === 'winnerId' ? allFrom(id) : { ...current, [field]: id }));

  const radio = (field: keyof CandidateMergeInput, candidate: PairCandidate, label: string) => (
    <FormControlLabel
      label={label}
      control={
        <Radio
          name={`${pair.id}-${field}`}
          value={String(candidate.id)}
          checked={choices[field] === candidate.id}
          onChange={() => choose(field, candidate.id)}
          disabled={busy}
        />
      }
    />
  );

  return (
    <Stack spacing={2}>
      <Typography>
        Why they look alike:{' '}
        {pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ')}.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="The two candidates side by side">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Field
              </TableCell>
              {pair.candidates.map((candidate) => (
                <TableCell key={candidate.id} component="th" scope="col">
                  {nameOf(candidate)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                Stays
              </TableCell>
              {pair.candidates.map((candidate) => (
                <TableCell key={candidate.id}>
                  {radio(
                    'winnerId',
                    candidate,
                    `Keep ${nameOf(candidate)} (${countOf(candidate.applications, 'application')})`,
                  )}
                </TableCell>
              ))}
            </TableRow>
            {MERGE_FIELDS.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {MERGE_FIELD_LABELS[field]}
                </TableCell>
                {pair.candidates.map((candidate) => (
                  <TableCell key={candidate.id}>
                    {radio(field, candidate, shown(candidate, field))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => setAsking('merge')}>
          Merge
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => setAsking('dismiss')}>
          Not a duplicate
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'merge' ? 'Merge these candidates?' : 'Not a duplicate?'}
        confirmLabel={asking === 'merge' ? 'Merge' : 'Keep them apart'}
        color={asking === 'merge' ? 'warning' : 'primary'}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onClose={() => {
          setAsking(null);
          setFailure(null);
        }}
      >
        {asking === 'merge'
          ? `${nameOf(loser)}'s ${countOf(loser.applications, 'application')}, with their notes, resumes and consents, move to ${nameOf(winner)}, who keeps the values chosen. You can undo this for ${MERGE_UNDO_DAYS} days.`
          : `${nameOf(pair.candidates[0])} and ${nameOf(pair.candidates[1])} will no longer be suggested as one person.`}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * Two likely duplicates side by side: which candidate stays and, per field, whose value is
 * kept (one radio group per row, arrow keys move within it), then merge them or keep them
 * apart for good. A merge can be undone at once from here, or later from the candidate.
 */
export function MergeCandidates({ pairId }: { pairId: number }) {
  const { data: pair, error, isLoading } = useGetDuplicatePairQuery(pairId);
  if (isLoading) return <CircularProgress aria-label="Loading the two candidates" />;
  if (!pair) {
    return (
      <Alert severity="error" role="alert">
        {apiErrorMessage(error as ApiError, 'These candidates could not be loaded.')}
      </Alert>
    );
  }
  return <MergeForm key={pair.id} pair={pair} />;
}
