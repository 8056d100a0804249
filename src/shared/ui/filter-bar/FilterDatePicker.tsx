import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { DATE_ENTRY_FORMAT } from '@vistaar/shared/config';
import { isoToPickerDate, readPickerDate } from '@/shared/ui/form';
import type { FilterDateProps } from './FilterBar';

/**
 * A year being typed digit by digit passes through 0002, 0020 and 0202, each a valid date to
 * the picker: only a four-digit year filters, so typing sends one change, not four.
 */
const FIRST_FILTERED_YEAR = 1000;

/** What the URL gets for the picker's value: the day, undefined when cleared, null to wait. */
function filterValue(date: Dayjs | null, typedText: string): string | undefined | null {
  const read = readPickerDate(date, typedText);
  if (read.kind === 'empty') return undefined;
  if (read.kind === 'invalid' || !date || date.year() < FIRST_FILTERED_YEAR) return null;
  return read.iso;
}

/**
 * `FilterDate`'s picker, loaded on its own (the MUI X pickers stay out of the staff pages
 * without a date filter): DD/MM/YYYY like the staff forms, the URL keeping YYYY-MM-DD. It
 * keeps what is being typed, and takes a new value from the URL (Clear filters, a link).
 */
export function FilterDatePicker({
  label,
  value,
  onChange,
  min,
  max,
  autoFocus,
}: FilterDateProps & { autoFocus?: boolean }) {
  const [shown, setShown] = useState<Dayjs | null>(() => isoToPickerDate(value));
  const [known, setKnown] = useState(value ?? '');
  const [input, setInput] = useState<HTMLInputElement | null>(null);

  if ((value ?? '') !== known) {
    setKnown(value ?? '');
    setShown(isoToPickerDate(value));
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format={DATE_ENTRY_FORMAT}
        value={shown}
        minDate={isoToPickerDate(min) ?? undefined}
        maxDate={isoToPickerDate(max) ?? undefined}
        autoFocus={autoFocus}
        inputRef={setInput}
        onChange={(date) => {
          setShown(date);
          const next = filterValue(date, input?.value ?? '');
          if (next === null || (next ?? '') === known) return;
          setKnown(next ?? '');
          onChange(next);
        }}
        slotProps={{
          textField: { size: 'small' },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
