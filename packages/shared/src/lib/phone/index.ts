export { normalizePhoneInput, normalizedPhone } from './phone';
export type { PhoneInputKind } from './phone';
