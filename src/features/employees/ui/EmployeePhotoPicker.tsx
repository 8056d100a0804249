import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { EmployeeAvatar } from '@/entities/employee';
import { PHOTO_ACCEPT, checkPhoto } from '../lib/photo-check';

export interface EmployeePhotoPickerProps {
  /** Whose photo: drives the initials avatar shown when there is none. */
  name: string;
  file: File | null;
  /** The photo already on file (edit mode), unless removed. */
  currentUrl: string | null;
  error?: string;
  onFileChange: (file: File | null, error: string | null) => void;
  onRemove: () => void;
}

/** Choose a photo with a preview; JPEG, PNG or WebP up to 2 MB, checked before upload. */
export function EmployeePhotoPicker({
  name,
  file,
  currentUrl,
  error,
  onFileChange,
  onRemove,
}: EmployeePhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null);
      return undefined;
    }
    let url: string;
    try {
      url = URL.createObjectURL(file);
    } catch {
      // No preview where object URLs are unavailable; the file name is still shown.
      setPreviewUrl(null);
      return undefined;
    }
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = checkPhoto(chosen);
    // Clear the input so choosing the same file again still reports a change.
    event.target.value = '';
    onFileChange(problem ? null : chosen, problem);
  }

  const shown = file ? previewUrl : currentUrl;
  const hasPhoto = Boolean(file || currentUrl);

  return (
    <Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', mb: 1, fontWeight: 600 }}
      >
        Profile Photo
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <EmployeeAvatar name={name} src={shown} size={72} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            type="button"
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => inputRef.current?.click()}
            aria-describedby={helperId}
          >
            {hasPhoto ? 'Change photo' : 'Choose photo'}
          </Button>
          {hasPhoto ? (
            <Button
              type="button"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={onRemove}
            >
              Remove photo
            </Button>
          ) : null}
        </Stack>
        <input
          ref={inputRef}
          type="file"
          name="profile_image"
          accept={PHOTO_ACCEPT}
          aria-label="Profile photo"
          hidden
          onChange={handleChange}
        />
      </Stack>
      <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? (file ? file.name : 'JPEG, PNG or WebP, up to 2 MB')}
      </FormHelperText>
    </Box>
  );
}
