export { useResponsiveColumns } from './use-responsive-columns';
