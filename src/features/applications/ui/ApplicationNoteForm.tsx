import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ValidationError } from 'yup';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { BusyButton } from '@/shared/ui/busy-button';
import { APPLICATION_NOTE_MAX_LENGTH } from '@vistaar/shared/config';
import type { TeamMate } from '@vistaar/shared/contract';
import { applicationNoteSchema } from '@vistaar/shared/validation';
import { useAddApplicationNoteMutation, useGetTeamMatesQuery } from '../api/pipeline-api';

type Errors = Partial<Record<'text' | 'mentionIds', string>>;

/** A plain-text note for the application's history, optionally naming colleagues to read it. */
export function ApplicationNoteForm({ applicationId }: { applicationId: number }) {
  const { data: mates = [] } = useGetTeamMatesQuery(applicationId);
  const [addNote, { isLoading }] = useAddApplicationNoteMutation();
  const [text, setText] = useState('');
  const [named, setNamed] = useState<TeamMate[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const textField = useRef<HTMLTextAreaElement>(null);

  async function submit() {
    setOutcome(null);
    let note;
    try {
      note = await applicationNoteSchema.validate(
        { text, mentionIds: named.map((mate) => mate.id) },
        { abortEarly: false },
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Errors = {};
      for (const inner of error.inner) {
        const field = inner.path?.split('[')[0] as keyof Errors | undefined;
        if (field) found[field] ??= inner.message;
      }
      setErrors(found);
      textField.current?.focus();
      return;
    }
    try {
      await addNote({ applicationId, ...note }).unwrap();
      setText('');
      setNamed([]);
      setErrors({});
      setOutcome({ ok: true, text: 'Note added.' });
      textField.current?.focus();
    } catch (error) {
      setErrors(apiFieldErrors(error as ApiError) as Errors);
      setOutcome({
        ok: false,
        text: apiErrorMessage(error as ApiError, 'The note could not be added.'),
      });
    }
  }

  return (
    <Stack
      component="form"
      aria-label="Add a note"
      noValidate
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
      <TextField
        inputRef={textField}
        label="Note"
        multiline
        minRows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setErrors((current) => ({ ...current, text: undefined }));
        }}
        error={Boolean(errors.text)}
        helperText={
          errors.text ??
          `Plain text, kept in the history for everyone on the desk; at most ${APPLICATION_NOTE_MAX_LENGTH} characters.`
        }
      />
      <Autocomplete
        multiple
        options={mates}
        value={named}
        onChange={(_event, value) => {
          setNamed(value);
          setErrors((current) => ({ ...current, mentionIds: undefined }));
        }}
        getOptionLabel={(mate) => mate.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label="Mention colleagues"
            error={Boolean(errors.mentionIds)}
            helperText={errors.mentionIds ?? 'They find the note under For you on the desk.'}
          />
        )}
      />
      <BusyButton
        type="submit"
        variant="contained"
        busy={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add note
      </BusyButton>
    </Stack>
  );
}
