import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SHARES_PER_EMPLOYEE_PER_DAY } from '@vistaar/shared/config/verification-sharing';
import type { Database } from '../../db/schema';
import type { EmployeeRow } from '../employees';
import type { Mailer } from '../mail';

/** What the employee's side and the verifier's side of sharing both say and use. */

export const sharingMessages = {
  linkUnknown: 'This verification link is not valid. Please ask the employee for a new one.',
  revoked: 'This verification was revoked by the employee.',
  expired: 'This verification has expired.',
  suspended: 'This verification is temporarily unavailable. Please try again later.',
  sharingSuspended:
    'Sharing is temporarily unavailable for your record. Please contact HR for details.',
  dailyLimit: `You can create at most ${SHARES_PER_EMPLOYEE_PER_DAY} shares a day. Please try again tomorrow.`,
  shareNotFound: 'No such share.',
  alreadyClosed: 'This share is already revoked or expired.',
  codeFirst: 'Please enter the code sent to the verifier e-mail to see this verification.',
  requestNewCode: 'Please request a new code.',
  codeExpired: 'This code has expired. Please request a new one.',
  tooManyWrong: 'Too many wrong attempts. Please request a new code.',
  blocked:
    'This link is blocked after too many wrong codes. Please ask the employee for a new one.',
  mailDown:
    'We could not send the verification e-mail right now. Please try again in a few minutes.',
  verifyFirst: 'Please verify with your employee code and a one-time code first.',
} as const;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const iso = (ms: number) => new Date(ms).toISOString();
export const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));

export interface Client {
  ip: string | null;
  userAgent: string | null;
}

/** What the sharing functions need beyond their arguments; each takes the database alone when that is all. */
export interface SharingDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** Keys the digests of the verifier's codes and seals the letters' signing keys. */
  appSecret: string;
}

export const sharingDeps = (app: FastifyInstance): SharingDeps => ({
  db: app.database.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  appSecret: app.appSecret,
});

export const employeeAddress = (employee: EmployeeRow) =>
  employee.official_email || employee.personal_email;
