import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_API_FORMAT } from '@vistaar/shared/config';

/** What a date picker holds, read for sending. */
export type PickerDate = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'valid'; iso: string };

/**
 * A picker value -> 'YYYY-MM-DD'. The picker gives an invalid date for an impossible one
 * (31/02/2024), but null both for an empty field and for some partly typed ones
 * ('15/05/YYYY'); `typedText`, the field's text (its hidden input), tells those apart.
 */
export function readPickerDate(value: Dayjs | null | undefined, typedText = ''): PickerDate {
  if (value === null || value === undefined) {
    return /\d/.test(typedText) ? { kind: 'invalid' } : { kind: 'empty' };
  }
  if (!value.isValid()) return { kind: 'invalid' };
  return { kind: 'valid', iso: value.format(DATE_API_FORMAT) };
}

/**
 * For a schema field: '' when empty, the ISO date when valid, and a text that is not
 * a date when invalid (so the schema answers 'Date input not valid.').
 */
export function pickerDateToField(value: Dayjs | null | undefined, typedText = ''): string {
  const date = readPickerDate(value, typedText);
  if (date.kind === 'empty') return '';
  return date.kind === 'valid' ? date.iso : 'invalid-date';
}

/** 'YYYY-MM-DD' (or '') from the API -> a picker value. */
export function isoToPickerDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  // Extended here, not when the module loads, so a page that takes in the form kit without a
  // date field does not keep the plugin (a load-time call is a side effect no bundler drops).
  dayjs.extend(customParseFormat);
  const parsed = dayjs(value, DATE_API_FORMAT, true);
  return parsed.isValid() ? parsed : null;
}
