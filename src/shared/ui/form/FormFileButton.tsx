import Button, { type ButtonProps } from '@mui/material/Button';
import { useId, useRef } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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
};

/**
 * A button that opens the file picker, bound to one form value (a `File`). It is a real
 * button, so Enter and Space open the picker like a click does; the file input itself is
 * hidden and out of the tab order.
 */
export function FormFileButton<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  inputLabel,
  accept,
  onPick,
  disabled,
  ...buttonProps
}: FormFileButtonProps<TValues, TOutput>) {
  const input = useRef<HTMLInputElement>(null);
  const buttonId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <Button
            {...buttonProps}
            id={buttonId}
            ref={field.ref}
            type="button"
            disabled={disabled}
            onBlur={field.onBlur}
            onClick={() => input.current?.click()}
          >
            {label}
          </Button>
          <input
            ref={input}
            type="file"
            name={field.name}
            accept={accept}
            hidden
            tabIndex={-1}
            disabled={disabled}
            aria-label={inputLabel}
            aria-labelledby={inputLabel ? undefined : buttonId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again still reports a change.
              event.target.value = '';
              if (file) (onPick ?? field.onChange)(file);
            }}
          />
        </>
      )}
    />
  );
}
