import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormCheckboxGroupProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  legend: string;
  options: readonly { readonly value: string; readonly label: string }[];
}

/** A list of choices as checkboxes, bound to one form value holding the ticked values in order. */
export function FormCheckboxGroup<TValues extends FieldValues, TOutput>({
  control,
  name,
  legend,
  options,
}: FormCheckboxGroupProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ticked = new Set<string>(field.value ?? []);
        const toggle = (value: string, on: boolean) => {
          const next = new Set(ticked);
          if (on) next.add(value);
          else next.delete(value);
          field.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
        };
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{legend}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
              {options.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      name={field.name}
                      value={option.value}
                      checked={ticked.has(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={index === 0 ? field.ref : undefined}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
