export { renderWithProviders } from './render-with-providers';
export { gridRowOf, renderStaffWithLocation } from './staff-grid';
export { TestProviders } from './test-providers';
export { makeStore } from '@/app/model';
export { fakeMatchMedia } from './match-media';
export { layOutBoard, moveRight } from './board-keyboard';
export { spyOnMediaPlayback } from './media-playback';
export type { TestProvidersOptions } from './test-providers';
export { server } from './msw/server';
export { recordRequests } from './msw/record-requests';
export { db, AUTHENTICATOR_CODE, STAFF_ACCOUNT, STAFF_TOKEN, SENT_OTP } from './msw/db';
export type { VerifiableEmployee } from './msw/db';
export {
  activeVerificationCheck,
  boardCandidate,
  boardJob,
  candidateExtras,
  puneApplication,
  employeeDetailsRecord,
  raviEmployee,
  kavyasApplication,
  ravisSharing,
  recoveryCodes,
  seniorReactJob,
  twoFactorEnrolment,
} from './fixtures';
export { disclosureLedgerLines, ravisLedgerLines } from './disclosure-ledger';
