import { countOf } from './count-of';

describe('countOf', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'application')).toBe('1 application');
    expect(countOf(0, 'application')).toBe('0 applications');
    expect(countOf(2, 'candidate stays', 'candidates stay')).toBe('2 candidates stay');
  });

  it('groups large counts the Indian way', () => {
    expect(countOf(100000, 'candidate')).toBe('1,00,000 candidates');
  });
});
