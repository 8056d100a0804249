import Button, { type ButtonProps } from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useId, useRef, type Ref } from 'react';

export type FileButtonProps = Omit<
  ButtonProps,
  'name' | 'onChange' | 'onClick' | 'children' | 'type' | 'component' | 'ref'
> & {
  /** What the button says, e.g. 'Choose File'; it also names the file input. */
  label: string;
  /** A steady name for the file input when the button's text changes with the value. */
  inputLabel?: string;
  accept: string;
  /** The file input's name, for a form that reads it. */
  name?: string;
  onPick: (file: File) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /**
   * The browser's own file field, which a form posted without JavaScript can use (the button
   * needs a script to open the picker); a page's form shows it until its script runs.
   */
  native?: boolean;
};

/**
 * A button that opens the file picker. It is a real button, so Enter and Space open the
 * picker like a click does (a label styled as a button answers only the mouse); the file
 * input itself is hidden and out of the tab order.
 */
export function FileButton({
  label,
  inputLabel,
  accept,
  name,
  onPick,
  buttonRef,
  disabled,
  native = false,
  ...buttonProps
}: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const buttonId = useId();
  if (native) {
    return (
      <Box
        component="input"
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        aria-label={inputLabel ?? label}
        aria-describedby={buttonProps['aria-describedby']}
        sx={{ display: 'block', mx: 'auto', mt: 1.5, maxWidth: '100%' }}
      />
    );
  }
  return (
    <>
      <Button
        {...buttonProps}
        id={buttonId}
        ref={buttonRef}
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        name={name}
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
          if (file) onPick(file);
        }}
      />
    </>
  );
}
