import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<TValues extends FieldValues, TOutput> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  /** Rewrites what was typed or pasted before the form keeps it (a phone filter). */
  normalize?: (text: string) => string;
};

/**
 * A MUI text field (or, with `select`, a select) bound to one form value: its message
 * replaces the helper text, and the form can move the keyboard to it.
 */
export function FormTextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  normalize,
  helperText,
  ...props
}: FormTextFieldProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(normalize ? normalize(event.target.value) : event.target.value)
          }
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
