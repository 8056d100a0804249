import { nameTokens, similarNames } from './duplicate-detection';

describe('similarNames: a token-set match with initials', () => {
  it.each([
    ['Ravi Kumar', 'Kumar Ravi'],
    ['Ravi Kumar', 'R. Kumar'],
    ['RAVI  kumar', 'ravi kumar sharma'],
    ['R.K. Sharma', 'Ravi Kumar Sharma'],
    ['Zoë Fernandes', 'Zoe fernandes'],
  ])('takes %p and %p for one person', (a, b) => {
    expect(similarNames(a, b)).toBe(true);
    expect(similarNames(b, a)).toBe(true);
  });

  it.each([
    ['Ravi Kumar', 'Ravi Kumari'],
    ['Ravi Kumar', 'Ravi Sharma'],
    ['R. K.', 'Ravi Kumar'],
    ['Ravi', 'Ravi Kumar'],
    ['', 'Ravi Kumar'],
  ])('keeps %p and %p apart', (a, b) => {
    expect(similarNames(a, b)).toBe(false);
  });

  it('reads case, spaces, punctuation and accents away', () => {
    expect(nameTokens('  Dr.  Ánanya-Rao ')).toEqual(['dr', 'ananya', 'rao']);
  });
});
