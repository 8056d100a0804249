import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import type { BreachRecord } from '@vistaar/shared/contract';
import { formatIndiaDateTime } from '@vistaar/shared/lib/india-time';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import { breachUpdateSchema, type BreachUpdateInput } from '@vistaar/shared/validation';
import { useAddBreachUpdateMutation } from '../api/breaches-api';

/** After the notices: what was learnt or done since, added as entries that never change. */
export function BreachUpdates({ breach }: { breach: BreachRecord }) {
  const { control, handleSubmit, setError, reset } = useSchemaForm<BreachUpdateInput>(
    breachUpdateSchema,
    { text: '' },
  );
  const [add, adding] = useAddBreachUpdateMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await add({ id: breach.id, text }).unwrap();
      reset({ text: '' });
    } catch (error) {
      const fieldErrors = apiFieldErrors(error as ApiError);
      const rest = applyServerErrors(setError, fieldErrors, ['text']);
      if (Object.keys(fieldErrors).length === 0 || Object.keys(rest).length > 0) {
        setFailure(apiErrorMessage(error as ApiError, 'The update could not be added.'));
      }
    }
  });

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Updates
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The record stays as it was when the notices went. Add what you learn or do next; the
        Board&apos;s report lists every update.
      </Typography>
      {breach.updates.length > 0 ? (
        <Stack component="ol" spacing={1.5} sx={{ pl: 2.5, mb: 2 }}>
          {breach.updates.map((update) => (
            <li key={update.id}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {`${formatIndiaDateTime(update.at)}${update.by ? `, ${update.by}` : ''}`}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {update.text}
              </Typography>
            </li>
          ))}
        </Stack>
      ) : null}
      <Box component="form" onSubmit={save} noValidate aria-label="Add an update">
        <Stack spacing={1.5}>
          <ErrorAlert message={failure} />
          <FormTextField
            control={control}
            name="text"
            label="New update"
            fullWidth
            multiline
            minRows={2}
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={adding.isLoading}>
              Add update
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
