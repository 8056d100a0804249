import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { DATE_ENTRY_FORMAT } from '@vistaar/shared/config';
import type { FormDatePickerProps } from './FormDatePicker';
import { isoToPickerDate } from './picker-date';

type AnyFormDatePicker = ComponentType<FormDatePickerProps<FieldValues, unknown>>;

let pickerLoading: Promise<AnyFormDatePicker> | undefined;

function loadPicker(): Promise<AnyFormDatePicker> {
  pickerLoading ??= import('./FormDatePicker').then(
    (module) => module.FormDatePicker as AnyFormDatePicker,
  );
  return pickerLoading;
}

/** Someone reaching for the form: the picker is fetched then, not with the page. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'touchstart', 'keydown'] as const;

function shownDate(value: string | undefined): string {
  return isoToPickerDate(value)?.format(DATE_ENTRY_FORMAT) ?? '';
}

/**
 * `FormDatePicker` as every form uses it (public pages have a budget, staff screens load
 * their pickers on demand): the date pickers are fetched when someone first reaches for the form. Until then (and on the server) the
 * field is a look-alike that holds the same value and takes the same focus; the picker
 * replaces it, keeping the keyboard where it was.
 */
export function LazyFormDatePicker<TValues extends FieldValues, TOutput>({
  native = false,
  ...props
}: FormDatePickerProps<TValues, TOutput> & {
  /**
   * The browser's own date field (YYYY-MM-DD), which a form posted without JavaScript can
   * use; a page's form shows it until its script runs.
   */
  native?: boolean;
}) {
  const [Picker, setPicker] = useState<AnyFormDatePicker | null>(null);
  const [takeFocus, setTakeFocus] = useState(false);
  const lookalike = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const form = lookalike.current?.closest('form');
    if (!form) return undefined;
    let active = true;
    const load = () => {
      for (const type of INTENT_EVENTS) form.removeEventListener(type, load);
      void loadPicker().then((component) => {
        if (!active) return;
        setTakeFocus(document.activeElement === lookalike.current);
        setPicker(() => component);
      });
    };
    // Someone may have started on the form before it woke up.
    if (form.contains(document.activeElement)) load();
    else for (const type of INTENT_EVENTS) form.addEventListener(type, load, { passive: true });
    return () => {
      active = false;
      for (const type of INTENT_EVENTS) form.removeEventListener(type, load);
    };
  }, []);

  if (Picker) {
    const { control, ...rest } = props;
    return (
      <Picker
        {...(rest as Omit<FormDatePickerProps<FieldValues, unknown>, 'control'>)}
        control={control as unknown as FormDatePickerProps<FieldValues, unknown>['control']}
        autoFocus={takeFocus || props.autoFocus}
      />
    );
  }

  const { control, name, label, helperText, required, disabled } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          required={required}
          disabled={disabled}
          fullWidth
          name={field.name}
          inputRef={(element: HTMLInputElement | null) => {
            lookalike.current = element;
            field.ref(element);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          {...(native
            ? {
                type: 'date',
                value: field.value ?? '',
                onChange: (event) => field.onChange(event.target.value),
                slotProps: { inputLabel: { shrink: true } },
              }
            : {
                value: shownDate(field.value),
                slotProps: {
                  htmlInput: { readOnly: true },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <CalendarMonthOutlined aria-hidden sx={{ color: 'action.active' }} />
                      </InputAdornment>
                    ),
                  },
                },
              })}
        />
      )}
    />
  );
}
