import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormCheckboxProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: ReactNode;
  /** Marks the box as one that must be ticked (a star, and `required` for assistive technology). */
  required?: boolean;
  disabled?: boolean;
  /** The id of text that explains the box further (a notice), read out with it. */
  describedBy?: string;
}

/**
 * A yes/no form value that needs an explicit tick (an agreement), never ticked for the
 * person, with its message below, tied to the box so it is read out with it.
 */
export function FormCheckbox<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  required,
  disabled,
  describedBy,
}: FormCheckboxProps<TValues, TOutput>) {
  const messageId = `${useId()}-message`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const describers = [fieldState.error ? messageId : null, describedBy].filter(Boolean);
        return (
          <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
            <FormControlLabel
              label={label}
              required={required}
              // A long agreement wraps: the box stays beside its first line.
              sx={{ alignItems: 'flex-start' }}
              control={
                <Checkbox
                  sx={{ mt: '-9px' }}
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{
                    input: {
                      'aria-invalid': fieldState.error ? true : undefined,
                      'aria-describedby': describers.length ? describers.join(' ') : undefined,
                    } as Record<string, unknown>,
                  }}
                />
              }
            />
            {fieldState.error && (
              <FormHelperText id={messageId}>{fieldState.error.message}</FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
