// The server stores numbers by the same rule, so the normaliser lives in the shared package.
export { normalizePhoneInput } from '@vistaar/shared/lib/phone';
export { isBlockedPhoneKey } from './phone-input';
