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
};

/** A MUI select bound to one form value. */
export function FormSelect<TValues extends FieldValues, TOutput>({
  options,
  ...props
}: FormSelectProps<TValues, TOutput>) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => {
        const { value, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        );
      })}
    </FormTextField>
  );
}
