import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { candidateMergePath } from '@vistaar/shared/config';
import { DuplicateNotices } from '@/entities/candidate';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useGetCandidateDuplicatesQuery, useUndoMergeMutation } from '../api/duplicates-api';

/**
 * On a candidate's page: whom they are likely the same person as (each opening the merge
 * screen), and the merges into them that can still be undone.
 */
export function CandidateDuplicateNotice({ candidateId }: { candidateId: number }) {
  const { data } = useGetCandidateDuplicatesQuery(candidateId);
  const [undo, undoing] = useUndoMergeMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!data) return null;

  const undoMerge = async (mergeId: number) => {
    setMessage(null);
    try {
      await undo(mergeId).unwrap();
      setMessage({ ok: true, text: 'The merge was undone: both candidates are as before.' });
    } catch (error) {
      setMessage({
        ok: false,
        text: apiErrorMessage(error as ApiError, 'The merge could not be undone.'),
      });
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {message ? (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      <DuplicateNotices
        matches={data.duplicates}
        action={(match) =>
          match.pairId === null ? null : (
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={candidateMergePath(match.pairId)}
            >
              Compare
            </Button>
          )
        }
      />
      {data.merges.map((merge) => (
        <Alert
          key={merge.id}
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={undoing.isLoading}
              onClick={() => void undoMerge(merge.id)}
            >
              Undo merge
            </Button>
          }
        >
          {`${merge.mergedName} was merged into this candidate on ${dayjs(merge.mergedAt).format('D MMM YYYY')}; this can be undone until ${dayjs(merge.undoUntil).format('D MMM YYYY')}.`}
        </Alert>
      ))}
    </Stack>
  );
}
