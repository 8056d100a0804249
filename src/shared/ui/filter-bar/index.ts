export { FilterBar, FilterDate, FilterSelect } from './FilterBar';
