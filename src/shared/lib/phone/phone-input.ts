/** Keys a phone field ignores: number inputs would otherwise accept them (1e5, +1, -1, 1.5). */
const BLOCKED_PHONE_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

export function isBlockedPhoneKey(key: string): boolean {
  return BLOCKED_PHONE_KEYS.includes(key);
}
