import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSwitchProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  disabled?: boolean;
}

/** A yes/no form value as a MUI switch (a checkbox to assistive technology) with its label. */
export function FormSwitch<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  disabled,
}: FormSwitchProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={disabled}
            />
          }
        />
      )}
    />
  );
}
