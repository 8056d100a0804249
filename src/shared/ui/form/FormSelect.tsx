import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type SelectOption = string | { readonly value: string; readonly label: string };

export type FormSelectProps<TValues extends FieldValues, TOutput> = Omit<
  FormTextFieldProps<TValues, TOutput>,
  'select' | 'children' | 'normalize'
> & {
  /** Plain texts are their own labels. */
  options: readonly SelectOption[];
  /**
   * The browser's own select, which a form posted without JavaScript can use; a page's form
   * shows it until its script runs.
   */
  native?: boolean;
};

/** A MUI select bound to one form value. */
export function FormSelect<TValues extends FieldValues, TOutput>({
  options,
  native = false,
  ...props
}: FormSelectProps<TValues, TOutput>) {
  const choices = options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
  if (native) {
    return (
      <FormTextField
        {...props}
        select
        slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" />
        {choices.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormTextField>
    );
  }
  return (
    <FormTextField {...props} select>
      {choices.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
