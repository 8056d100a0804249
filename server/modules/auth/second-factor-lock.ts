import type { Kysely } from 'kysely';
import { SECOND_FACTOR_ANSWERS } from '@vistaar/shared/config';
import type { Database } from '../../db/schema';
import { HttpError, tooManyRequests } from '../../lib/http-error';

/**
 * Wrong second-factor codes, counted per account from every address together (the
 * per-address lock of the sign-in counters stays as well). NIST SP 800-63B 5.2.2 asks for at
 * most 100 consecutive failures: every block of ten starts a wait that doubles from 15
 * minutes (at most a day), and the hundredth locks authenticator codes until a recovery code
 * is used or an admin resets the enrolment. A right code clears the count.
 */
const FAILURES_PER_BLOCK = 10;
export const MAX_CONSECUTIVE_FAILURES = 100;
/** The member hears of it once, at the first block (and only the password's holder gets this far). */
export const NOTIFY_AT_FAILURE = 10;
const FIRST_WAIT_MINUTES = 15;
const LONGEST_WAIT_MINUTES = 24 * 60;
/** Parallel tries that keep changing the count under each other: give up after a few rounds. */
const RESERVE_ROUNDS = 25;

const CODES_LOCKED =
  'Authenticator codes are locked for your account after too many wrong codes. Use one of your recovery codes, or ask an admin to reset your two-factor sign-in.';

/** Minutes to wait after the `block`th block of ten failures in a row. */
function waitAfterBlock(block: number): number {
  return Math.min(LONGEST_WAIT_MINUTES, FIRST_WAIT_MINUTES * 2 ** (block - 1));
}

/** How long the lock reached at `failures` failures in a row lasts (null: none). */
function lockFor(failures: number, now: number): string | null {
  if (failures % FAILURES_PER_BLOCK !== 0 || failures === MAX_CONSECUTIVE_FAILURES) return null;
  // Past the ceiling only recovery codes are tried, a block a day at most.
  const block = failures / FAILURES_PER_BLOCK;
  const minutes =
    failures > MAX_CONSECUTIVE_FAILURES ? LONGEST_WAIT_MINUTES : waitAfterBlock(block);
  return new Date(now + minutes * 60_000).toISOString();
}

function waitMessage(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait =
    minutes < 120
      ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
      : `${Math.ceil(minutes / 60)} hours`;
  return tooManyRequests(`Too many wrong codes, try again in ${wait}`, retryAfterSeconds);
}

/** A six-digit code is the authenticator's; anything else can only be a recovery code. */
function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

/**
 * Takes a place in the account's count before the code is checked, so parallel tries cannot
 * slip past a block: the try that completes a block sets its wait at once, and a right code
 * clears it again (`secondFactorPassed`). Refuses with 429 while a wait runs, and with 403
 * for authenticator codes past the ceiling. Answers the count including this try.
 */
export async function reserveSecondFactorTry(
  db: Kysely<Database>,
  staffId: number,
  code: string,
): Promise<number> {
  for (let round = 0; round < RESERVE_ROUNDS; round += 1) {
    const row = await db
      .selectFrom('staff_users')
      .select(['second_factor_failures', 'second_factor_locked_until'])
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
    const failures = Number(row.second_factor_failures);
    const now = Date.now();
    if (failures >= MAX_CONSECUTIVE_FAILURES && isAuthenticatorCode(code)) {
      throw new HttpError(403, CODES_LOCKED, undefined, undefined, SECOND_FACTOR_ANSWERS.locked);
    }
    const lockedUntil = row.second_factor_locked_until
      ? Date.parse(row.second_factor_locked_until)
      : 0;
    if (lockedUntil > now) throw waitMessage((lockedUntil - now) / 1000);
    const next = failures + 1;
    // Compare-and-set on the count: one statement, the same on both databases.
    const result = await db
      .updateTable('staff_users')
      .set({ second_factor_failures: next, second_factor_locked_until: lockFor(next, now) })
      .where('id', '=', staffId)
      .where('second_factor_failures', '=', failures)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return next;
  }
  throw tooManyRequests('Too many attempts at once, try again in a moment', 5);
}

/** A right code: the count starts again and any wait ends. */
export async function secondFactorPassed(db: Kysely<Database>, staffId: number) {
  await db
    .updateTable('staff_users')
    .set({ second_factor_failures: 0, second_factor_locked_until: null })
    .where('id', '=', staffId)
    .execute();
}
