export { rupeesInWords } from './amount-in-words';
export { applyCtcStructure, basisPoints, breakupLine, breakupProblem } from './breakup';
export type { BreakupLine, CtcStructureComponent } from './breakup';
export { formatCtc, formatLpa, formatRupees, parseCtc } from './ctc';
