export { gridQueryFrom, useGridUrlState, useLastPageCorrection } from './use-grid-url-state';
export type { GridUrlStateOptions } from './use-grid-url-state';
export { useUrlFilters } from './use-url-filters';
