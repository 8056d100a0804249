export {
  blankMergedCandidates,
  eraseApplication,
  eraseCandidate,
  eraseContactMessage,
  eraseVerificationShare,
  legalHoldOn,
} from './erasure-service';
export { scrubAfterErasure } from './erasure-scrub';
export { findProcessingRecords, removeExpiredProcessingRecords } from './processing-records';
export type { ScrubLog } from './erasure-scrub';
