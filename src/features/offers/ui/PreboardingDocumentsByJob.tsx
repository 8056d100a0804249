import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useWatch, type FieldPath } from 'react-hook-form';
import {
  PREBOARDING_DOCUMENT_KINDS,
  PREBOARDING_DOCUMENTS_MAX,
  PREBOARDING_KIND_LABELS,
  type PreboardingDocumentKind,
} from '@vistaar/shared/config/preboarding';
import type { PreboardingDocumentList } from '@vistaar/shared/contract';
import {
  preboardingDocumentListSchema,
  preboardingMessages,
  type PreboardingDocumentListInput,
} from '@vistaar/shared/validation/preboarding-schema';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import {
  EditableOrderedList,
  type SettingsNotice,
  SettingsSection,
} from '@/shared/ui/editable-list';
import {
  FormSelect,
  FormTextField,
  applyServerErrors,
  dottedFieldErrors,
  useSchemaForm,
} from '@/shared/ui/form';
import {
  useGetJobPreboardingDocumentsQuery,
  useGetPreboardingJobsQuery,
  useSetJobPreboardingDocumentsMutation,
} from '../api/preboarding-api';

interface Values {
  documents: { kind: PreboardingDocumentKind; label: string }[];
}

const KIND_OPTIONS = PREBOARDING_DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: PREBOARDING_KIND_LABELS[kind],
}));

const SAVE_FAILED = 'The documents could not be saved. Please try again.';

/** One job's list as a form: each document's kind and name, in order, saved together. */
function DocumentListForm({
  jobId,
  list,
  onNotice,
}: {
  jobId: number;
  list: PreboardingDocumentList;
  onNotice: (notice: SettingsNotice | null) => void;
}) {
  const { control, handleSubmit, reset, setError, setFocus, formState } = useSchemaForm<
    Values,
    PreboardingDocumentListInput
  >(preboardingDocumentListSchema, { documents: list.documents });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'documents' });
  const labels = useWatch({ control, name: 'documents' });
  const [save] = useSetJobPreboardingDocumentsMutation();
  const [isDefault, setIsDefault] = useState(list.isDefault);
  const addButton = useRef<HTMLButtonElement | null>(null);
  // Only the buttons wait while saving: a field stays enabled so a server message can move
  // the keyboard to it.
  const busy = formState.isSubmitting;

  const indexOf = (row: { id: string }) => fields.findIndex((item) => item.id === row.id);
  const nameOf = (row: { id: string }) => {
    const index = indexOf(row);
    return labels[index]?.label.trim() || `document ${index + 1}`;
  };

  const drop = (index: number) => {
    remove(index);
    // The keyboard stays in the list: on the row that took this one's place, else on Add.
    const left = fields.length - 1;
    if (left === 0) setTimeout(() => addButton.current?.focus());
    else setTimeout(() => setFocus(`documents.${Math.min(index, left - 1)}.label`));
  };

  const submit = handleSubmit(async (input) => {
    onNotice(null);
    try {
      const saved = await save({ jobId, ...input }).unwrap();
      const answer = saved.data as PreboardingDocumentList;
      reset({ documents: answer.documents });
      setIsDefault(answer.isDefault);
      onNotice({ severity: 'success', text: saved.message ?? 'Pre-boarding documents saved' });
    } catch (error) {
      const failure = error as ApiError;
      const errors = dottedFieldErrors(apiFieldErrors(failure));
      const names = fields.flatMap((_row, index) => [
        `documents.${index}.kind` as const,
        `documents.${index}.label` as const,
      ]);
      const rest = applyServerErrors(setError, errors, [
        ...names,
        'documents',
      ] as FieldPath<Values>[]);
      if (Object.keys(errors).length === 0 || Object.keys(rest).length > 0) {
        onNotice({ severity: 'error', text: apiErrorMessage(failure, SAVE_FAILED) });
      }
    }
  });

  const listError =
    formState.errors.documents?.root?.message ?? formState.errors.documents?.message;
  const full = fields.length >= PREBOARDING_DOCUMENTS_MAX;

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Pre-boarding documents">
      <Stack spacing={2}>
        <Typography sx={{ color: 'text.secondary' }}>
          {isDefault
            ? "This job asks for the default list. Saving makes it the job's own."
            : 'This job asks for its own list.'}
        </Typography>
        <EditableOrderedList
          items={fields}
          nameOf={nameOf}
          onMove={async (_row, index, direction) =>
            move(index, direction === 'up' ? index - 1 : index + 1)
          }
          renderItem={(row, index) => (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ pt: 0.5 }}>
              <FormSelect
                control={control}
                name={`documents.${index}.kind`}
                label={`Kind of document ${index + 1}`}
                options={KIND_OPTIONS}
                size="small"
                sx={{ minWidth: { md: 220 } }}
              />
              <FormTextField
                control={control}
                name={`documents.${index}.label`}
                label={`Name of document ${index + 1}`}
                size="small"
                required
                fullWidth
              />
              <Box>
                <IconButton
                  aria-label={`Remove ${nameOf(row)}`}
                  disabled={busy}
                  onClick={() => drop(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            </Stack>
          )}
        />
        {listError ? (
          <Typography color="error" variant="body2" role="alert">
            {listError}
          </Typography>
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button
            ref={addButton}
            variant="outlined"
            disabled={busy || full}
            onClick={() =>
              append(
                { kind: 'other', label: '' },
                { focusName: `documents.${fields.length}.label` },
              )
            }
          >
            Add a document
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save documents
          </Button>
          {full ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {preboardingMessages.documentsTooMany}.
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

function JobDocuments({
  jobId,
  onNotice,
}: {
  jobId: number;
  onNotice: (notice: SettingsNotice | null) => void;
}) {
  const { data, error } = useGetJobPreboardingDocumentsQuery(jobId);
  if (error) {
    return (
      <Alert severity="error">
        {apiErrorMessage(error as ApiError, 'The documents could not be loaded.')}
      </Alert>
    );
  }
  if (!data) {
    return <CircularProgress size={24} aria-label="Loading the documents" />;
  }
  return <DocumentListForm jobId={jobId} list={data} onNotice={onNotice} />;
}

/**
 * The documents each job's new joiners are asked for once they accept an offer: a job
 * without a list of its own asks for the default one.
 */
export function PreboardingDocumentsByJob() {
  const { data: jobs = [], error } = useGetPreboardingJobsQuery();
  const [jobId, setJobId] = useState<number | null>(null);
  const [notice, setNotice] = useState<SettingsNotice | null>(null);

  return (
    <SettingsSection
      headingId="preboarding-documents-heading"
      title="Pre-boarding documents by job"
      description="What a job's new joiners are asked to send once they accept an offer. A change applies to offers accepted after it."
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {error ? (
        <Alert severity="error">
          {apiErrorMessage(error as ApiError, 'The jobs could not be loaded.')}
        </Alert>
      ) : null}
      <TextField
        select
        label="Job"
        value={jobId ?? ''}
        onChange={(event) => {
          setNotice(null);
          setJobId(Number(event.target.value));
        }}
        sx={{ maxWidth: { sm: 480 } }}
        fullWidth
      >
        {jobs.map((job) => (
          <MenuItem key={job.id} value={job.id}>
            {`${job.title} · ${job.department}, ${job.location}`}
          </MenuItem>
        ))}
      </TextField>
      {jobId !== null ? <JobDocuments key={jobId} jobId={jobId} onNotice={setNotice} /> : null}
    </SettingsSection>
  );
}
