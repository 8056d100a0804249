import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RESUME_EXTENSIONS } from '@vistaar/shared/config';
import type { IntakeUploadResult } from '@vistaar/shared/contract';
import { intakeMessages } from '@vistaar/shared/validation';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { DialogHeading } from '@/shared/ui/dialogs';
import { ErrorAlert } from '@/shared/ui/feedback';
import { useUploadToIntakeMutation } from '../api/intake-api';
import type { IntakeJobOption } from './IntakeReview';

/**
 * Uploading resumes (or a zip of them) to a job or the pool: the files go up together, and
 * each one's outcome is listed, taken in for parsing or refused with the reason.
 */
export function IntakeUploadDialog({
  open,
  onClose,
  jobs,
}: {
  open: boolean;
  onClose: () => void;
  jobs: readonly IntakeJobOption[];
}) {
  const [upload, { isLoading }] = useUploadToIntakeMutation();
  const [jobId, setJobId] = useState('0');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<IntakeUploadResult | null>(null);
  const close = () => {
    setFiles([]);
    setResult(null);
    setError(null);
    onClose();
  };
  const send = async () => {
    if (files.length === 0) {
      setError(intakeMessages.filesRequired);
      return;
    }
    setError(null);
    try {
      setResult(await upload({ jobId: Number(jobId), files }).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure as ApiError, 'The files could not be uploaded.'));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="intake-upload-title"
    >
      <DialogHeading
        id="intake-upload-title"
        title="Upload resumes"
        onClose={isLoading ? undefined : close}
      />
      <DialogContent>
        {result ? (
          <List dense aria-label="Upload results">
            {result.items.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={item.fileName}
                  secondary={item.status === 'queued' ? 'Taken in: being read' : item.refusal}
                  slotProps={{
                    secondary: { color: item.status === 'queued' ? 'text.secondary' : 'error' },
                  }}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="For"
              value={jobId}
              onChange={(event) => setJobId(event.target.value)}
              disabled={isLoading}
            >
              <MenuItem value="0">The pool (no job)</MenuItem>
              {jobs.map((job) => (
                <MenuItem key={job.id} value={String(job.id)}>
                  {job.title}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" component="label" disabled={isLoading}>
              Choose files
              <input
                hidden
                type="file"
                multiple
                accept={[...RESUME_EXTENSIONS, '.zip'].join(',')}
                aria-label="Resumes"
                onChange={(event) => setFiles([...(event.target.files ?? [])])}
              />
            </Button>
            <Typography variant="body2">
              {files.length > 0
                ? files.map((file) => file.name).join(', ')
                : 'PDF or Word documents, or one zip of them: up to 200 files, 50 MB in all'}
            </Typography>
            {isLoading ? <LinearProgress aria-label="Uploading" /> : null}
            <ErrorAlert message={error} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={isLoading}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void send()} disabled={isLoading}>
              {isLoading ? 'Uploading...' : 'Upload'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
