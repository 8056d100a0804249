import { isBlockedPhoneKey, normalizePhoneInput } from '.';

/** The application form's live filter (spec section 5). */
const filterPhoneInput = (raw: string) => normalizePhoneInput(raw, 'mobile-live');

describe("normalizePhoneInput, 'mobile-live'", () => {
  it.each([
    ['', ''],
    ['9', '9'],
    ['6', '6'],
    ['7', '7'],
    ['8', '8'],
    ['98765', '98765'],
    ['9876543210', '9876543210'],
  ])('keeps digits that start with 6-9: %p -> %p', (raw, expected) => {
    expect(filterPhoneInput(raw)).toBe(expected);
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['98-765-432-10', '9876543210'],
    ['(987) 654.3210', '9876543210'],
    ['9a8b7c', '987'],
    ['abc', ''],
    ['   ', ''],
  ])('removes everything but digits: %p -> %p', (raw, expected) => {
    expect(filterPhoneInput(raw)).toBe(expected);
  });

  it('keeps at most 10 digits', () => {
    expect(filterPhoneInput('98765432101')).toBe('9876543210');
    expect(filterPhoneInput('987654321098765')).toBe('9876543210');
  });

  it.each(['0', '1', '2', '3', '4', '5', '0987654321', '5987654321', '12345'])(
    'clears the whole value when the first digit is not 6-9: %p',
    (raw) => {
      expect(filterPhoneInput(raw)).toBe('');
    },
  );

  it('clears a value whose first digit only becomes wrong after filtering', () => {
    expect(filterPhoneInput('x1234')).toBe('');
    expect(filterPhoneInput('-9876')).toBe('9876');
  });

  it('reads a pasted +91 number as its ten national digits', () => {
    expect(filterPhoneInput('+91 98110 45270')).toBe('9811045270');
    expect(filterPhoneInput('+919811045270')).toBe('9811045270');
    // Without the plus sign the digits are taken as typed.
    expect(filterPhoneInput('919811045270')).toBe('9198110452');
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['+91 098765 43210', '9876543210'],
  ])('filters and drops the prefix before cutting the length: %p -> %p', (pasted, expected) => {
    expect(filterPhoneInput(pasted)).toBe(expected);
  });
});

describe("normalizePhoneInput, 'mobile'", () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
  ])('reads a pasted number as its ten national digits: %p -> %p', (pasted, expected) => {
    expect(normalizePhoneInput(pasted, 'mobile')).toBe(expected);
  });

  it('leaves the first-digit rule to validation', () => {
    expect(normalizePhoneInput('5123456789', 'mobile')).toBe('5123456789');
    expect(normalizePhoneInput('0', 'mobile')).toBe('0');
  });
});

describe("normalizePhoneInput, 'any'", () => {
  it('keeps up to 15 digits, country code included', () => {
    expect(normalizePhoneInput('+91 98110-45270', 'any')).toBe('919811045270');
    expect(normalizePhoneInput('+44 20 7946 0958 ext. 12345', 'any')).toBe('442079460958123');
  });
});

describe('isBlockedPhoneKey', () => {
  it.each(['e', 'E', '+', '-', '.'])('blocks %p', (key) => {
    expect(isBlockedPhoneKey(key)).toBe(true);
  });

  it.each(['0', '9', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'a'])('lets %p through', (key) => {
    expect(isBlockedPhoneKey(key)).toBe(false);
  });
});
