import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { CONSENT_SOURCES, CONSENT_SOURCE_LABELS } from '@vistaar/shared/config';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_PRESETS,
  IMPORT_PRESET_LABELS,
  suggestImportMapping,
  type ImportPreset,
} from '@vistaar/shared/config/candidate-import';
import type { CandidateImport, CandidateImportOutcome } from '@vistaar/shared/contract';
import {
  candidateImportMappingSchema,
  candidateImportMessages,
  type CandidateImportMappingInput,
} from '@vistaar/shared/validation';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { DialogHeading } from '@/shared/ui/dialogs';
import { FormSelect, applyServerErrors, useSchemaForm } from '@/shared/ui/form';
import { ErrorAlert } from '@/shared/ui/feedback';
import {
  useApplyCandidateImportMutation,
  useDiscardCandidateImportMutation,
  useDryRunCandidateImportMutation,
  useSaveCandidateImportMappingMutation,
  useUploadCandidateImportMutation,
} from '../api/candidate-import-api';

const FIELD_OPTIONS = IMPORT_FIELDS.map((value) => ({ value, label: IMPORT_FIELD_LABELS[value] }));
const CONSENT_OPTIONS = CONSENT_SOURCES.map((value) => ({
  value,
  label: CONSENT_SOURCE_LABELS[value],
}));

type MappingValues = { fields: string[]; consentSource: string };

/** Each row's outcome in words. */

/** On a phone the outcome matters more than the e-mail, which the name already tells apart. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
function outcomeText(row: CandidateImportOutcome['rows'][number], applied: boolean) {
  if (row.outcome === 'create') {
    return applied && row.candidateId ? `Created as candidate #${row.candidateId}` : 'Create';
  }
  if (row.outcome === 'merge') {
    return `${applied ? 'Merged' : 'Merge'} with candidate #${row.candidateId}`;
  }
  return `Refuse: ${row.reason}`;
}

function OutcomeTable({ outcome, applied }: { outcome: CandidateImportOutcome; applied: boolean }) {
  const { create, merge, refuse } = outcome.counts;
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {applied
          ? `${create} created, ${merge} merged, ${refuse} refused.`
          : `${create} to create, ${merge} to merge, ${refuse} refused.`}
      </Typography>
      <Table size="small" aria-label={applied ? 'Import result' : 'Dry run'}>
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Name</TableCell>
            <TableCell sx={WIDE_ONLY}>E-mail</TableCell>
            <TableCell>Outcome</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {outcome.rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell sx={WIDE_ONLY}>{row.email}</TableCell>
              <TableCell sx={row.outcome === 'refuse' ? { color: 'error.main' } : undefined}>
                {outcomeText(row, applied)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** The mapping step: one select per column of the file, a ready mapping to start from. */
function MappingForm({
  upload,
  formId,
  onMapped,
  onBusy,
}: {
  upload: CandidateImport;
  formId: string;
  onMapped: (saved: CandidateImport, outcome: CandidateImportOutcome) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [saveMapping] = useSaveCandidateImportMappingMutation();
  const [dryRun] = useDryRunCandidateImportMutation();
  const [preset, setPreset] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<MappingValues, CandidateImportMappingInput>(
    candidateImportMappingSchema,
    { fields: upload.fields, consentSource: upload.consentSource ?? '' },
  );
  const { control, handleSubmit, setValue, setError: setFieldError, formState } = form;
  const choosePreset = (value: string) => {
    setPreset(value);
    const fields = value
      ? suggestImportMapping(upload.headers, value as ImportPreset)
      : upload.fields;
    fields.forEach((field, index) => setValue(`fields.${index}`, field));
  };
  const submit = handleSubmit(async (values) => {
    setError(null);
    onBusy(true);
    try {
      const saved = await saveMapping({ id: upload.id, values }).unwrap();
      onMapped(saved, await dryRun(upload.id).unwrap());
    } catch (failure) {
      const rest = applyServerErrors(setFieldError, apiFieldErrors(failure as ApiError), [
        'consentSource',
      ]);
      setError(rest.fields ?? apiErrorMessage(failure as ApiError, 'The mapping was not saved.'));
    } finally {
      onBusy(false);
    }
  });
  const listError = formState.errors.fields?.root?.message ?? formState.errors.fields?.message;
  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={submit}>
      <Typography>
        {`${upload.fileName}: ${upload.rowsCount} rows. Choose the field each column fills; a dry run then shows what each row will do.`}
      </Typography>
      <TextField
        select
        label="Ready mapping"
        value={preset}
        onChange={(event) => choosePreset(event.target.value)}
      >
        <MenuItem value="">As suggested for this file</MenuItem>
        {IMPORT_PRESETS.map((value) => (
          <MenuItem key={value} value={value}>
            {IMPORT_PRESET_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Table size="small" aria-label="Column mapping">
        <TableHead>
          <TableRow>
            <TableCell>Column in the file</TableCell>
            <TableCell>Field</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {upload.headers.map((header, index) => (
            <TableRow key={`${index}-${header}`}>
              <TableCell>{header}</TableCell>
              <TableCell>
                <FormSelect
                  control={control}
                  name={`fields.${index}`}
                  label={`Field for ${header}`}
                  options={FIELD_OPTIONS}
                  size="small"
                  fullWidth
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ErrorAlert message={listError} />
      <FormSelect
        control={control}
        name="consentSource"
        label="How the candidates agreed to be contacted"
        options={CONSENT_OPTIONS}
      />
      <ErrorAlert message={error} />
    </Stack>
  );
}

type Step =
  | { name: 'upload' }
  | { name: 'map'; upload: CandidateImport }
  | { name: 'review'; upload: CandidateImport; outcome: CandidateImportOutcome }
  | { name: 'done'; outcome: CandidateImportOutcome };

/**
 * Importing candidates from a CSV or XLSX file: upload, map the columns (or start from a
 * ready mapping such as Freshteam's export), a dry run row by row, then the import. Closing
 * before the import discards the file's rows on the server.
 */
export function CandidateImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const formId = useId();
  const [step, setStep] = useState<Step>({ name: 'upload' });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upload] = useUploadCandidateImportMutation();
  const [apply] = useApplyCandidateImportMutation();
  const [discard] = useDiscardCandidateImportMutation();

  const close = () => {
    if (step.name === 'map' || step.name === 'review') void discard(step.upload.id);
    setStep({ name: 'upload' });
    setFile(null);
    setError(null);
    onClose();
  };
  const run = async (work: () => Promise<void>, fallback: string) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(apiErrorMessage(failure as ApiError, fallback));
    } finally {
      setBusy(false);
    }
  };
  const send = () => {
    if (!file) {
      setError(candidateImportMessages.fileRequired);
      return;
    }
    void run(async () => {
      setStep({ name: 'map', upload: await upload(file).unwrap() });
    }, 'The file could not be uploaded.');
  };
  const applyImport = (id: number) =>
    void run(async () => {
      setStep({ name: 'done', outcome: await apply(id).unwrap() });
    }, 'The candidates were not imported.');

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogHeading
        id={titleId}
        title="Import candidates"
        subtitle="A CSV or XLSX file with a header row: one candidate a row"
        onClose={busy ? undefined : close}
      />
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {step.name === 'upload' ? (
            <>
              <Button variant="outlined" component="label" disabled={busy}>
                Choose file
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label="Import file"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2">
                {file ? file.name : 'CSV (UTF-8) or XLSX, at most 5 MB and 5000 rows'}
              </Typography>
            </>
          ) : null}
          {step.name === 'map' ? (
            <MappingForm
              upload={step.upload}
              formId={formId}
              onBusy={setBusy}
              onMapped={(saved, outcome) => setStep({ name: 'review', upload: saved, outcome })}
            />
          ) : null}
          {step.name === 'review' ? <OutcomeTable outcome={step.outcome} applied={false} /> : null}
          {step.name === 'done' ? (
            <>
              <Alert severity="success">
                New candidates are e-mailed the privacy notice before anything else.
              </Alert>
              <OutcomeTable outcome={step.outcome} applied />
            </>
          ) : null}
          {busy ? <LinearProgress aria-label="Working" /> : null}
          <ErrorAlert message={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {step.name === 'done' ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
        )}
        {step.name === 'upload' ? (
          <Button variant="contained" onClick={send} disabled={busy}>
            Upload
          </Button>
        ) : null}
        {step.name === 'map' ? (
          <Button variant="contained" type="submit" form={formId} disabled={busy}>
            Dry run
          </Button>
        ) : null}
        {step.name === 'review' ? (
          <>
            <Button onClick={() => setStep({ name: 'map', upload: step.upload })} disabled={busy}>
              Back to mapping
            </Button>
            <Button
              variant="contained"
              onClick={() => applyImport(step.upload.id)}
              disabled={busy || step.outcome.counts.create + step.outcome.counts.merge === 0}
            >
              Import
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
