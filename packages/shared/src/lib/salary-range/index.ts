export { parseSalaryRange } from './parse-salary-range';
export type { SalaryRange } from './parse-salary-range';
