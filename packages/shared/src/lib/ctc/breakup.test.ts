import { applyCtcStructure, breakupProblem } from './breakup';

describe('a CTC structure applied to a CTC', () => {
  const structure = [
    { key: 'basic', kind: 'percent', value: 40 },
    { key: 'hra', kind: 'percent', value: 20 },
    { key: 'employer_pf', kind: 'amount', value: 21_600 },
    { key: 'gratuity', kind: 'percent', value: 4.81 },
    { key: 'special_allowance', kind: 'balance', value: 0 },
  ] as const;

  it('rounds percentages down to the rupee and gives the rest to the balance', () => {
    const result = applyCtcStructure(18_50_001, structure);
    expect(result).toEqual({
      lines: [
        { key: 'basic', label: 'Basic salary', amount: 7_40_000 },
        { key: 'hra', label: 'House rent allowance (HRA)', amount: 3_70_000 },
        { key: 'employer_pf', label: "Employer's provident fund contribution", amount: 21_600 },
        { key: 'gratuity', label: 'Gratuity', amount: 88_985 },
        { key: 'special_allowance', label: 'Special allowance', amount: 6_29_416 },
      ],
    });
    if ('lines' in result) {
      expect(result.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(18_50_001);
    }
  });

  it('says so when the fixed parts come to more than the CTC', () => {
    expect(
      applyCtcStructure(3_00_000, [
        { key: 'basic', kind: 'percent', value: 50 },
        { key: 'joining_bonus', kind: 'amount', value: 2_00_000 },
        { key: 'special_allowance', kind: 'balance', value: 0 },
      ]),
    ).toEqual({
      problem:
        'The fixed amounts and percentages come to ₹3,50,000, more than the CTC of ₹3,00,000. Lower them or raise the CTC.',
    });
  });

  it('checks a typed break-up against the CTC', () => {
    expect(breakupProblem(10_00_000, [{ amount: 6_00_000 }, { amount: 4_00_000 }])).toBeUndefined();
    expect(breakupProblem(10_00_000, [{ amount: 6_00_000 }, { amount: 3_99_999 }])).toBe(
      'The break-up adds up to ₹9,99,999; it must equal the CTC of ₹10,00,000.',
    );
  });
});
