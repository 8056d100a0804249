export { ColumnGrid } from './ColumnGrid';
