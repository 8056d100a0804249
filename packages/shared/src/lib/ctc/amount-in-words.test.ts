import { rupeesInWords } from './amount-in-words';

describe('rupeesInWords', () => {
  it.each([
    [0, 'Zero rupees'],
    [1, 'One rupee'],
    [19, 'Nineteen rupees'],
    [21, 'Twenty-one rupees'],
    [100, 'One hundred rupees'],
    [1_000, 'One thousand rupees'],
    [1_00_000, 'One lakh rupees'],
    [18_50_000, 'Eighteen lakh fifty thousand rupees'],
    [
      1_23_45_678,
      'One crore twenty-three lakh forty-five thousand six hundred seventy-eight rupees',
    ],
    [10_00_00_000, 'Ten crore rupees'],
    [100_00_00_000, 'One hundred crore rupees'],
    [99_99_999, 'Ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees'],
  ])('writes %d as %j', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it('rounds paise to the nearest rupee, half a rupee up', () => {
    expect(rupeesInWords(18_50_000.49)).toBe('Eighteen lakh fifty thousand rupees');
    expect(rupeesInWords(0.5)).toBe('One rupee');
  });
});
