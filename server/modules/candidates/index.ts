export { candidateDuplicateRoutes } from './candidate-duplicate-routes';
export { candidateRecordRoutes } from './candidate-routes';
export { findLikelyDuplicates, recordDuplicatesOf } from './duplicate-detection';
export { createDuplicateSweep } from './duplicate-sweep';
export type { DuplicateSweep } from './duplicate-sweep';
