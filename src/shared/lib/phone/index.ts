export { normalizePhoneInput, isBlockedPhoneKey } from './phone-input';
export type { PhoneInputKind } from './phone-input';
