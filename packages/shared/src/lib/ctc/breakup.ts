import type { CtcComponentKey, CtcComponentKind } from '../../config/offers';
import { CTC_COMPONENTS } from '../../config/offers';
import { formatRupees } from './ctc';

export interface CtcStructureComponent {
  key: CtcComponentKey;
  kind: CtcComponentKind;
  /** A percentage of the CTC (up to two decimals) or whole rupees; ignored for the balance. */
  value: number;
}

export interface BreakupLine {
  key: CtcComponentKey;
  label: string;
  /** Whole rupees a year. */
  amount: number;
}

const labelOf = (key: CtcComponentKey) =>
  CTC_COMPONENTS.find((component) => component.key === key)?.label ?? key;

/** Hundredths of a percent, so 12.5 % is 1250 and the arithmetic stays in whole numbers. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

const breakupMessages = {
  overCtc: (parts: number, ctc: number) =>
    `The fixed amounts and percentages come to ${formatRupees(parts)}, more than the CTC of ${formatRupees(ctc)}. Lower them or raise the CTC.`,
  notCtc: (total: number, ctc: number) =>
    `The break-up adds up to ${formatRupees(total)}; it must equal the CTC of ${formatRupees(ctc)}.`,
} as const;

/**
 * A structure applied to a CTC, in whole rupees: a percentage is rounded down to the rupee,
 * and the balance part takes what is left, so the lines always add up to the CTC exactly.
 * Answers the problem instead when the fixed parts leave a negative balance.
 */
export function applyCtcStructure(
  ctc: number,
  components: readonly CtcStructureComponent[],
): { lines: BreakupLine[] } | { problem: string } {
  const sized = components.map((component) => ({
    component,
    amount:
      component.kind === 'percent'
        ? Math.floor((ctc * basisPoints(component.value)) / 10_000)
        : component.kind === 'amount'
          ? Math.round(component.value)
          : 0,
  }));
  const fixed = sized.reduce((sum, part) => sum + part.amount, 0);
  if (fixed > ctc) return { problem: breakupMessages.overCtc(fixed, ctc) };
  return {
    lines: sized.map(({ component, amount }) => ({
      key: component.key,
      label: labelOf(component.key),
      amount: component.kind === 'balance' ? ctc - fixed : amount,
    })),
  };
}

/** A break-up typed line by line: the problem when it does not add up to the CTC. */
export function breakupProblem(
  ctc: number,
  lines: readonly { amount: number }[],
): string | undefined {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return total === ctc ? undefined : breakupMessages.notCtc(total, ctc);
}

export const breakupLine = (key: CtcComponentKey, amount: number): BreakupLine => ({
  key,
  label: labelOf(key),
  amount,
});
