import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Nomination } from '@vistaar/shared/contract';
import {
  nominationInputSchema,
  type MyApplicationFormPost,
  type NominationInput,
} from '@vistaar/shared/validation';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { FormTextField, applyServerErrors, useSchemaForm } from '@/shared/ui/form';

export interface NomineeSectionProps {
  nominee: Nomination;
  /** Saves the nominee; answers the server's words, throws the API error when refused. */
  onSave: (values: NominationInput) => Promise<string>;
  onRemove: () => Promise<string>;
  /** Without JavaScript the form posts to the page's own address (My application's does). */
  postsWithoutScript?: boolean;
  /** The server's answer when it was posted without JavaScript. */
  posted?: MyApplicationFormPost;
}

const FIELDS = ['nomineeName', 'nomineeEmail'] as const;

/**
 * Nomination (DPDP Act 2023 s.14): the person names someone who may exercise their rights
 * on their death or incapacity. The same section serves My application and My verifications.
 */
export function NomineeSection({
  nominee,
  onSave,
  onRemove,
  postsWithoutScript = false,
  posted,
}: NomineeSectionProps) {
  const [busy, setBusy] = useState(false);
  // As with the script, a refusal with a message under a field needs no other.
  const [answer, setAnswer] = useState(
    posted?.outcome?.kind === 'error' && Object.keys(posted.fieldErrors).length > 0
      ? null
      : (posted?.outcome ?? null),
  );
  const form = useSchemaForm<NominationInput>(
    nominationInputSchema,
    {
      nomineeName: posted?.values.nomineeName ?? nominee?.nomineeName ?? '',
      nomineeEmail: posted?.values.nomineeEmail ?? nominee?.nomineeEmail ?? '',
    },
    posted?.fieldErrors,
  );
  // The browser's own checks stand in until the form's script runs.
  const [enhanced, setEnhanced] = useState(!postsWithoutScript);
  useEffect(() => setEnhanced(true), []);

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    setBusy(true);
    try {
      setAnswer({ kind: 'success', text: await onSave(values) });
    } catch (error) {
      const rest = applyServerErrors(form.setError, apiFieldErrors(error as ApiError), FIELDS);
      if (Object.keys(rest).length || !FIELDS.some((f) => apiFieldErrors(error as ApiError)[f])) {
        setAnswer({
          kind: 'error',
          text: apiErrorMessage(error as ApiError, 'Your nominee could not be saved just now.'),
        });
      }
    } finally {
      setBusy(false);
    }
  });

  async function remove(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    setBusy(true);
    try {
      setAnswer({ kind: 'success', text: await onRemove() });
      form.reset({ nomineeName: '', nomineeEmail: '' });
    } catch (error) {
      setAnswer({
        kind: 'error',
        text: apiErrorMessage(error as ApiError, 'Your nominee could not be removed just now.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        You may name someone who can exercise your rights over this data if you die or become unable
        to do so yourself.
      </Typography>
      <Typography>
        {nominee
          ? `Your nominee: ${nominee.nomineeName} (${nominee.nomineeEmail}).`
          : 'You have not named a nominee.'}
      </Typography>
      {answer ? (
        <Alert severity={answer.kind} role={answer.kind === 'success' ? 'status' : 'alert'}>
          {answer.text}
        </Alert>
      ) : null}
      <Box
        component="form"
        method={postsWithoutScript ? 'post' : undefined}
        noValidate={enhanced}
        onSubmit={submit}
        aria-label="Nominee"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' } }}
      >
        <FormTextField
          control={form.control}
          name="nomineeName"
          label="Nominee's name"
          fullWidth
          required
          disabled={busy}
        />
        <FormTextField
          control={form.control}
          name="nomineeEmail"
          label="Nominee's e-mail"
          type="email"
          fullWidth
          required
          disabled={busy}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" name="form" value="nominee" variant="outlined" disabled={busy}>
            Save nominee
          </Button>
          {nominee ? (
            <Button
              type="submit"
              name="form"
              value="remove-nominee"
              formNoValidate
              color="error"
              onClick={(event) => void remove(event)}
              disabled={busy}
            >
              Remove nominee
            </Button>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
