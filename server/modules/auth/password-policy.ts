import { dictionary } from '@zxcvbn-ts/language-common';

const PASSWORD_MIN_LENGTH = 15;
const PASSWORD_MAX_LENGTH = 128;

let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * NIST SP 800-63B rules for a staff password: length only, no composition rules,
 * no truncation, and nothing from a list of common passwords or the account's own e-mail name.
 * Returns the reason it is refused, or null when it is acceptable.
 */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (isCommon(password))
    return 'That password is on a list of commonly used passwords; choose another.';
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) {
    return 'The password must not contain the account’s e-mail name.';
  }
  return null;
}
