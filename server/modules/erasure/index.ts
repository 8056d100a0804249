export {
  eraseApplication,
  eraseContactMessage,
  eraseVerificationShare,
  legalHoldOn,
} from './erasure-service';
export { scrubAfterErasure } from './erasure-scrub';
export type { ScrubLog } from './erasure-scrub';
