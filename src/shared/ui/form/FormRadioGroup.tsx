import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormRadioGroupProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  legend: string;
  options: readonly { readonly value: string; readonly label: string }[];
  /** Side by side (a rating scale) rather than one under another. */
  row?: boolean;
  required?: boolean;
}

/**
 * One choice among a few, as labelled radio buttons in a fieldset: Tab reaches the group,
 * the arrow keys choose, and the form can move the keyboard to it when it is in error.
 */
export function FormRadioGroup<TValues extends FieldValues, TOutput>({
  control,
  name,
  legend,
  options,
  row,
  required,
}: FormRadioGroupProps<TValues, TOutput>) {
  const legendId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required={required}>
          <FormLabel component="legend" id={legendId}>
            {legend}
          </FormLabel>
          <RadioGroup
            row={row}
            // A row of four wraps its last choice alone on a phone: two by two reads better.
            sx={
              row && options.length > 3
                ? {
                    display: 'grid',
                    gridTemplateColumns: {
                      xs: 'repeat(2, max-content)',
                      sm: `repeat(${options.length}, max-content)`,
                    },
                    columnGap: 1,
                  }
                : undefined
            }
            aria-labelledby={legendId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={
                  <Radio
                    inputRef={
                      // The chosen radio, or the first, takes the keyboard when the group is in error.
                      (field.value ? field.value === option.value : index === 0)
                        ? field.ref
                        : undefined
                    }
                  />
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
