import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password-hashing';
import { passwordProblem } from './password-policy';
import type { StaffRepository } from './staff-repository';

function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? 'Staff';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
}

export class StaffPasswordError extends Error {}

/** Creates the staff account, or resets its password; refuses a weak password with the reason. */
export async function setStaffAccount(
  repo: StaffRepository,
  email: string,
  password: string,
  name?: string,
) {
  const problem = passwordProblem(password, email);
  if (problem) throw new StaffPasswordError(problem);
  return repo.upsert(email, name ?? nameFromEmail(email), await hashPassword(password));
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Start-up rule: STAFF_EMAIL/STAFF_PASSWORD create or reset that account; with
 * none configured and no account at all, one is created with a generated password
 * printed once. No account with a known default password ever exists.
 */
export async function ensureStaffAccount(
  repo: StaffRepository,
  options: { email?: string; password?: string; defaultEmail: string },
  announce: (message: string) => void,
) {
  if (options.email && options.password) {
    // Restarts with the same settings must not sign that person out everywhere.
    const existing = await repo.findByEmail(options.email);
    if (
      existing &&
      !existing.disabled &&
      (await verifyPassword(existing.password_hash, options.password))
    ) {
      return;
    }
    const { created } = await setStaffAccount(repo, options.email, options.password);
    announce(
      `Staff account ${options.email} ${created ? 'created' : 'updated'} from STAFF_EMAIL/STAFF_PASSWORD.`,
    );
    return;
  }
  if ((await repo.count()) > 0) return;
  const password = generatePassword();
  const created = await repo.createFirst(
    options.defaultEmail,
    nameFromEmail(options.defaultEmail),
    await hashPassword(password),
  );
  if (!created) return;
  announce(
    [
      '',
      '================================================================',
      ' A staff account was created for the recruitment desk (/login):',
      `   e-mail:   ${options.defaultEmail}`,
      `   password: ${password}`,
      ' This password is shown only once. Change it with:',
      '   npm run staff:create -- --email <e-mail> --password <new password>',
      '================================================================',
      '',
    ].join('\n'),
  );
}
