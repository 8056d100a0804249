export { DescriptionGrid } from './DescriptionGrid';
