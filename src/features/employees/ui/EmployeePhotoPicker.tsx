import { useEffect, useId, useState } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { EmployeeAvatar } from '@/entities/employee';
import { FormFileButton } from '@/shared/ui/form';
import { PHOTO_ACCEPT } from '../lib/photo-check';
import type { EmployeeFormOutput, EmployeeFormValues } from '../model/employee-form-schema';

export interface EmployeePhotoPickerProps {
  control: Control<EmployeeFormValues, unknown, EmployeeFormOutput>;
  /** The photo already on file (edit mode), unless removed. */
  currentUrl: string | null;
  /** A photo was chosen: the form keeps it and checks it at once. */
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/** Choose a photo with a preview; JPEG, PNG or WebP up to 2 MB, checked before upload. */
export function EmployeePhotoPicker({
  control,
  currentUrl,
  onSelect,
  onRemove,
}: EmployeePhotoPickerProps) {
  const helperId = useId();
  const name = useWatch({ control, name: 'full_name' });
  const chosen = useWatch({ control, name: 'profile_image' });
  const { errors } = useFormState({ control, name: 'profile_image' });
  const error = errors.profile_image?.message;
  // A refused photo stays chosen (so the form will not save) but is never shown.
  const file = chosen && !error ? chosen : null;
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
          <FormFileButton
            control={control}
            name="profile_image"
            label={hasPhoto ? 'Change photo' : 'Choose photo'}
            inputLabel="Profile photo"
            accept={PHOTO_ACCEPT}
            onPick={onSelect}
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            aria-describedby={helperId}
          />
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
      </Stack>
      <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? (file ? file.name : 'JPEG, PNG or WebP, up to 2 MB')}
      </FormHelperText>
    </Box>
  );
}
