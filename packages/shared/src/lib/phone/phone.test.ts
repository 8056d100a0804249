import { e164Phone, normalizedPhone } from '.';

describe('normalizedPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['+91 098765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['', ''],
  ])('folds an Indian number to its 10 national digits: %p -> %p', (raw, expected) => {
    expect(normalizedPhone(raw)).toBe(expected);
  });

  it('keeps every digit of another number, so two foreign numbers never compare equal', () => {
    expect(normalizedPhone('+44 20 7946 0958 12')).toBe('44207946095812');
    expect(normalizedPhone('+44 20 7946 0958 34')).not.toBe(normalizedPhone('+44 20 7946 0958 12'));
  });
});

describe('e164Phone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('writes %p as %p', (raw, expected) => {
    expect(e164Phone(raw)).toBe(expected);
  });

  it.each(['', '12345', '5876543210', '2079460958', '+0 123 456 789'])(
    'gives no number for %p rather than guessing',
    (raw) => {
      expect(e164Phone(raw)).toBeNull();
    },
  );
});
