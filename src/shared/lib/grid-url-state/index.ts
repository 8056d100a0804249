export { useGridUrlState, useLastPageCorrection } from './use-grid-url-state';
