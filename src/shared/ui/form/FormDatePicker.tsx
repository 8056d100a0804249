import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { DATE_ENTRY_FORMAT } from '@vistaar/shared/config';
import { isoToPickerDate, pickerDateToField } from './picker-date';

export interface FormDatePickerProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  /** Shown under the field while it has no error. */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  disableFuture?: boolean;
  disablePast?: boolean;
  /** Open the calendar at the year, for dates far back such as a date of birth. */
  openAtYear?: boolean;
  /** Forget the value when the field leaves the form (a date shown only for some answers). */
  shouldUnregister?: boolean;
  autoFocus?: boolean;
}

const yearFirst = { openTo: 'year', views: ['year', 'month', 'day'] } as const;

interface BoundDatePickerProps extends Omit<
  FormDatePickerProps<FieldValues, unknown>,
  'control' | 'name' | 'shouldUnregister'
> {
  field: ControllerRenderProps<FieldValues, string>;
  error: string | undefined;
}

/**
 * The picker itself. The form keeps the date as the API writes it ('YYYY-MM-DD', '' when
 * empty, a non-date for an impossible or half-typed one, so the schema can say which);
 * the picker keeps its own value, so what a person typed is never redrawn under them.
 */
function BoundDatePicker({
  field,
  error,
  label,
  helperText,
  required,
  openAtYear,
  ...props
}: BoundDatePickerProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [shown, setShown] = useState<Dayjs | null>(() => isoToPickerDate(field.value));
  const [known, setKnown] = useState<string>(field.value ?? '');

  // A value set from outside (a reset, an edit opened): show it.
  if ((field.value ?? '') !== known) {
    setKnown(field.value ?? '');
    setShown(isoToPickerDate(field.value));
  }

  function send(date: Dayjs | null) {
    const next = pickerDateToField(date, input.current?.value);
    if (next === known) return;
    setKnown(next);
    field.onChange(next);
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        {...props}
        label={label}
        format={DATE_ENTRY_FORMAT}
        value={shown}
        inputRef={(element: HTMLInputElement | null) => {
          input.current = element;
          field.ref(element);
        }}
        onChange={(date) => {
          setShown(date);
          send(date);
        }}
        {...(openAtYear ? yearFirst : {})}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? helperText,
            // A half-typed date gives the picker no value at all; leaving the field says so.
            onBlur: () => {
              send(shown);
              field.onBlur();
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}

/** A DD/MM/YYYY MUI X date picker bound to one form value, kept as 'YYYY-MM-DD'. */
export function FormDatePicker<TValues extends FieldValues, TOutput>({
  control,
  name,
  shouldUnregister,
  ...props
}: FormDatePickerProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      shouldUnregister={shouldUnregister}
      render={({ field, fieldState }) => (
        <BoundDatePicker
          {...props}
          field={field as unknown as ControllerRenderProps<FieldValues, string>}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
