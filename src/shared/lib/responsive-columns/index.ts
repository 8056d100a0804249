export { useResponsiveColumns } from './use-responsive-columns';
export type { ColumnBreakpoints } from './use-responsive-columns';
