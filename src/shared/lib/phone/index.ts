export { normalizePhoneInput, isBlockedPhoneKey } from './phone-input';
