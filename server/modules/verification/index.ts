export { lockEmployeeForCodes } from './challenge-repository';
export { CODE_LOCK_CLEARED, afterWrongCode, codeLockMessage, codeLockOf } from './code-lock';
export type { CodeLock, CodeLockState } from './code-lock';
export { splitName } from './details-record';
export {
  MAX_CODES_PER_HOUR,
  MAX_WRONG_TRIES_PER_CODE,
  OTP_TTL_SECONDS,
  RESEND_AFTER_SECONDS,
  newOtpCode,
  sameDigest,
} from './otp-codes';
export { verificationRoutes } from './verification-routes';
export type { VerificationTuning } from './verification-service';
export { deleteExpiredSessions } from './sessions-repository';
export { sessionOf, startSession } from './verification-sessions';
