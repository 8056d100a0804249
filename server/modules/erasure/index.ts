export { eraseApplication } from './application-erasure';
export { blankMergedCandidates } from './candidate-blanking';
export { legalHoldOn } from './erasure-common';
export { eraseCandidate, eraseContactMessage, eraseVerificationShare } from './erasure-service';
export { scrubAfterErasure } from './erasure-scrub';
export { findProcessingRecords, removeExpiredProcessingRecords } from './processing-records';
export type { ScrubLog } from './erasure-scrub';
