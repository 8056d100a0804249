import { useId, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { formatFileSize } from '@/entities/application';
import { RESUME_EXTENSIONS } from '@/shared/config';

const ACCEPT = RESUME_EXTENSIONS.join(',');

const hiddenInput = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export interface ResumeDropzoneProps {
  file: File | null;
  error?: string;
  disabled?: boolean;
  /** Called with the file dropped or picked; the form decides whether it is acceptable. */
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** The 'Choose File' button, so the form can move focus here when the resume is missing. */
  buttonRef?: Ref<HTMLLabelElement>;
}

/** Drag-and-drop zone plus a file picker for one PDF or Word resume. */
export function ResumeDropzone({
  file,
  error,
  disabled = false,
  onSelect,
  onRemove,
  buttonRef,
}: ResumeDropzoneProps) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();

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

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared so that picking the same file again after removing it fires a change.
    event.target.value = '';
    if (picked) onSelect(picked);
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
        <Button
          ref={buttonRef}
          component="label"
          variant="outlined"
          disabled={disabled}
          startIcon={<DescriptionOutlined aria-hidden />}
          sx={{ mt: 1.5 }}
        >
          {file ? 'Choose Another File' : 'Choose File'}
          <Box
            component="input"
            type="file"
            name="formResume"
            accept={ACCEPT}
            tabIndex={-1}
            disabled={disabled}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={handlePick}
            sx={hiddenInput}
          />
        </Button>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          PDF, DOC or DOCX, less than 5 MB
        </Typography>
      </Box>
      {file ? (
        <Box
          sx={{
            mt: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            borderRadius: '12px',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <DescriptionOutlined aria-hidden sx={{ color: 'primary.main' }} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatFileSize(file.size)}
            </Typography>
          </Box>
          <IconButton aria-label="Remove resume" onClick={onRemove} disabled={disabled}>
            <CloseRounded />
          </IconButton>
        </Box>
      ) : null}
      {error ? (
        <Typography id={errorId} variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
