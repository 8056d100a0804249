export { FilterBar, FilterDate, FilterSelect } from './FilterBar';
export type { FilterBarProps, FilterDateProps, FilterOption, FilterSelectProps } from './FilterBar';
