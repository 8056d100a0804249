import type { ButtonProps } from '@mui/material/Button';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FileButton } from '@/shared/ui/file-button';

export type FormFileButtonProps<TValues extends FieldValues, TOutput> = Omit<
  ButtonProps,
  'name' | 'onChange' | 'onClick' | 'onBlur' | 'children' | 'type' | 'component' | 'ref'
> & {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  /** What the button says, e.g. 'Choose File'; it also names the file input. */
  label: string;
  /** A steady name for the file input when the button's text changes with the value. */
  inputLabel?: string;
  accept: string;
  /** Takes the chosen file instead of the form keeping it as it is (to check it first). */
  onPick?: (file: File) => void;
  /** The browser's own file field, for a form posted without JavaScript. */
  native?: boolean;
};

/** A `FileButton` bound to one form value (a `File`). */
export function FormFileButton<TValues extends FieldValues, TOutput>({
  control,
  name,
  onPick,
  ...buttonProps
}: FormFileButtonProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileButton
          {...buttonProps}
          name={field.name}
          buttonRef={field.ref}
          onBlur={field.onBlur}
          onPick={onPick ?? field.onChange}
        />
      )}
    />
  );
}
