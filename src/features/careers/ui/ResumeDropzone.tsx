import { useId, useState, type DragEvent } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { RESUME_EXTENSIONS } from '@vistaar/shared/config';
import { FormFileButton } from '@/shared/ui/form';
import type { ApplicationFormOutput, ApplicationFormValues } from '../model/application-form';
import { ResumeChip } from './ResumeChip';

const ACCEPT = RESUME_EXTENSIONS.join(',');

export interface ResumeDropzoneProps {
  control: Control<ApplicationFormValues, unknown, ApplicationFormOutput>;
  disabled?: boolean;
  /** Called with the file dropped or picked; the form decides whether it is acceptable. */
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** The browser's own file field, for the form posted without JavaScript. */
  native?: boolean;
}

/** Drag-and-drop zone plus a file picker for one PDF or Word resume. */
export function ResumeDropzone({
  control,
  disabled = false,
  onSelect,
  onRemove,
  native = false,
}: ResumeDropzoneProps) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const file = useWatch({ control, name: 'formResume' });
  const { errors } = useFormState({ control, name: 'formResume' });
  const error = errors.formResume?.message;

  function handleDragOver(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLElement>) {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onSelect(dropped);
  }

  return (
    <Box>
      <Box
        data-testid="resume-dropzone"
        data-dragging={dragging ? 'true' : undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        sx={(theme) => ({
          border: '2px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'grey.300',
          borderRadius: '16px',
          bgcolor: dragging
            ? alpha(theme.palette.primary.main, 0.08)
            : alpha(theme.palette.primary.main, 0.02),
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 4 },
          textAlign: 'center',
          transition: 'background-color 150ms ease, border-color 150ms ease',
        })}
      >
        <CloudUploadOutlined
          aria-hidden
          sx={{ fontSize: 40, color: dragging ? 'primary.main' : 'grey.500' }}
        />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>
          {dragging ? 'Drop your resume here' : 'Drag and drop your resume here, or'}
        </Typography>
        <FormFileButton
          control={control}
          name="formResume"
          label={file ? 'Choose Another File' : 'Choose File'}
          accept={ACCEPT}
          onPick={onSelect}
          disabled={disabled}
          native={native}
          variant="outlined"
          startIcon={<DescriptionOutlined aria-hidden />}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          sx={{ mt: 1.5 }}
        />
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          PDF, DOC or DOCX, less than 5 MB
        </Typography>
      </Box>
      {file ? <ResumeChip file={file} disabled={disabled} onRemove={onRemove} /> : null}
      {error ? (
        <Typography id={errorId} variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
