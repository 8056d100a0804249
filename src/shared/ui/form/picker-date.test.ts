import dayjs from 'dayjs';
import { isoToPickerDate, pickerDateToField, readPickerDate } from './picker-date';

describe('readPickerDate', () => {
  it('sends a picked date as YYYY-MM-DD', () => {
    expect(readPickerDate(dayjs('1990-05-15'))).toEqual({ kind: 'valid', iso: '1990-05-15' });
  });

  it('tells an empty field from a partly typed one', () => {
    expect(readPickerDate(null)).toEqual({ kind: 'empty' });
    expect(readPickerDate(null, 'DD/MM/YYYY')).toEqual({ kind: 'empty' });
    expect(readPickerDate(null, '15/05/YYYY')).toEqual({ kind: 'invalid' });
  });

  it('refuses an impossible date', () => {
    expect(readPickerDate(dayjs('2024-02-31', 'YYYY-MM-DD', true))).toEqual({ kind: 'invalid' });
  });
});

describe('pickerDateToField / isoToPickerDate', () => {
  it('round-trips an API date', () => {
    expect(pickerDateToField(isoToPickerDate('2020-01-06'))).toBe('2020-01-06');
  });

  it("gives '' for empty and a non-date for invalid input", () => {
    expect(pickerDateToField(null)).toBe('');
    expect(pickerDateToField(null, '31/02/YYYY')).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isoToPickerDate('')).toBeNull();
    expect(isoToPickerDate('2023-02-30')).toBeNull();
  });
});
