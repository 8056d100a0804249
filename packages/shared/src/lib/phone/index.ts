export { e164Phone, normalizePhoneInput, normalizedPhone } from './phone';
export type { PhoneInputKind } from './phone';
