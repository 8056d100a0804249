import type { Kysely } from 'kysely';
import { paths } from '@vistaar/shared/config/routes';
import type { Database } from '../../db/schema';
import { HttpError, forbidden, found, notFound, tooManyRequests, gone } from '../../lib/http-error';
import { type EmployeeRow, findEmployeeById } from '../employees';
import { mailAbout, maskEmail } from '../mail';
import {
  afterWrongCode,
  CODE_LOCK_CLEARED,
  type CodeLock,
  codeLockMessage,
  codeLockOf,
  type CodeLockState,
  MAX_CODES_PER_HOUR,
  MAX_WRONG_TRIES_PER_CODE,
  newOtpCode,
  OTP_TTL_SECONDS,
  RESEND_AFTER_SECONDS,
  sameDigest,
  splitName,
} from '../verification';
import { appendLedger } from './ledger';
import { recordExpiries } from './share-expiry';
import {
  codesIssuedSince,
  consumeCode,
  deleteCode,
  findOpenCode,
  findShareByTokenHash,
  insertCode,
  lockShare,
  markFirstView,
  recordWrongCode,
  setShareCodeLock,
  shareStatus,
  supersedeOpenCodes,
  type ShareRow,
} from './share-repository';
import { SHARE_TOKEN_PATTERN, tokenDigest, verifierCodeDigest } from './share-tokens';
import { firstViewMail, verifierCodeMail } from './share-mails';
import {
  sharingMessages,
  HOUR_MS,
  iso,
  secondsUntil,
  employeeAddress,
  type SharingDeps,
} from './share-common';

const lockStateOf = (share: ShareRow): CodeLockState => ({
  failures: share.code_failures,
  lockedUntil: share.code_locked_until,
});

/** The verifier's answer while the share's code lock is in force; none when it is open. */
function lockRefusal(lock: CodeLock): HttpError | undefined {
  if (lock.kind === 'blocked') return tooManyRequests(sharingMessages.blocked, HOUR_MS / 1000);
  if (lock.kind === 'locked') {
    return tooManyRequests(codeLockMessage(lock.retryAfterSeconds), lock.retryAfterSeconds);
  }
  return undefined;
}

// The verifier's side of sharing: the link opened, the code sent and checked, each read and download on the ledger.

/** The share a link names, open and not suspended; otherwise the answer the verifier gets. */
export async function openShare(
  db: Kysely<Database>,
  token: string,
): Promise<{ share: ShareRow; employee: EmployeeRow }> {
  const share = SHARE_TOKEN_PATTERN.test(token)
    ? await findShareByTokenHash(db, tokenDigest(token))
    : undefined;
  if (!share) throw notFound(sharingMessages.linkUnknown);
  const status = shareStatus(share);
  if (status === 'revoked') throw gone(sharingMessages.revoked);
  if (status === 'expired') {
    // Usually the sweep has written it already; if not, it is written now, still once.
    await recordExpiries(db, { shareId: share.id });
    throw gone(sharingMessages.expired);
  }
  const employee = found(
    await findEmployeeById(db, share.employee_id),
    sharingMessages.linkUnknown,
  );
  if (employee.sharing_suspended_at) throw forbidden(sharingMessages.suspended);
  return { share, employee };
}

/** Mails a code to the verifier address the employee named; answers it masked. */
export async function sendVerifierCode(
  { db, mailer, appSecret }: SharingDeps,
  token: string,
  ip: string | null,
): Promise<{ destination: string }> {
  const { share } = await openShare(db, token);
  const code = newOtpCode();
  const now = Date.now();
  const codeId = await db.transaction().execute(async (trx) => {
    const locked = found(await lockShare(trx, share.id), sharingMessages.linkUnknown);
    const refusal = lockRefusal(codeLockOf(lockStateOf(locked), now));
    if (refusal) throw refusal;
    const issued = await codesIssuedSince(trx, share.id, iso(now - HOUR_MS));
    const newest = issued.at(-1);
    if (newest && now - Date.parse(newest) < RESEND_AFTER_SECONDS * 1000) {
      const wait = secondsUntil(Date.parse(newest) + RESEND_AFTER_SECONDS * 1000, now);
      throw tooManyRequests(`Please wait ${wait} seconds before requesting another code.`, wait);
    }
    if (issued.length >= MAX_CODES_PER_HOUR) {
      const wait = secondsUntil(Date.parse(issued[0]) + HOUR_MS, now);
      throw tooManyRequests(
        `Too many codes were requested. Please try again in ${Math.ceil(wait / 60)} minutes.`,
        wait,
      );
    }
    await supersedeOpenCodes(trx, share.id, iso(now));
    const id = await insertCode(trx, {
      share_id: share.id,
      code_hmac: verifierCodeDigest(appSecret, share.id, code),
      created_at: iso(now),
      expires_at: iso(now + OTP_TTL_SECONDS * 1000),
      client_ip: ip,
    });
    await appendLedger(trx, {
      employeeId: share.employee_id,
      shareId: share.id,
      event: 'verifier-code-sent',
      occurredAt: iso(now),
      clientIp: ip,
      actorEmail: share.verifier_email,
    });
    return id;
  });
  try {
    await mailer.sendNow({
      ...verifierCodeMail(share.verifier_email, share.verifier_organisation, code),
      about: mailAbout('verification_share', share.id),
    });
  } catch {
    // A code that never left must not count against the verifier's allowance.
    await deleteCode(db, codeId);
    throw new HttpError(503, sharingMessages.mailDown, undefined, { 'Retry-After': '60' });
  }
  return { destination: maskEmail(share.verifier_email) };
}

/** Checks the verifier's code; the share it opens, or the refusal. */
export async function checkVerifierCode(
  { db, appSecret }: SharingDeps,
  token: string,
  code: string,
): Promise<{ share: ShareRow; employee: EmployeeRow }> {
  const { share, employee } = await openShare(db, token);
  const now = Date.now();
  const outcome = await db.transaction().execute(async (trx) => {
    const locked = await lockShare(trx, share.id);
    if (!locked) return { error: notFound(sharingMessages.linkUnknown) };
    const refusal = lockRefusal(codeLockOf(lockStateOf(locked), now));
    if (refusal) return { error: refusal };
    const open = await findOpenCode(trx, share.id);
    if (!open) return { error: new HttpError(400, sharingMessages.requestNewCode) };
    if (open.attempts >= MAX_WRONG_TRIES_PER_CODE) {
      return { error: new HttpError(429, sharingMessages.tooManyWrong) };
    }
    if (Date.parse(open.expires_at) <= now) {
      return { error: new HttpError(400, sharingMessages.codeExpired) };
    }
    if (sameDigest(open.code_hmac, verifierCodeDigest(appSecret, share.id, code))) {
      if (!(await consumeCode(trx, open.id, iso(now)))) {
        return { error: new HttpError(400, sharingMessages.requestNewCode) };
      }
      await setShareCodeLock(trx, share.id, CODE_LOCK_CLEARED);
      return { share: locked };
    }
    const attempts = open.attempts + 1;
    await recordWrongCode(trx, open.id, attempts);
    const wrong = afterWrongCode(lockStateOf(locked), now);
    await setShareCodeLock(trx, share.id, wrong.state);
    const locking = lockRefusal(wrong.lock);
    if (locking) return { error: locking };
    if (attempts >= MAX_WRONG_TRIES_PER_CODE) {
      return { error: new HttpError(429, sharingMessages.tooManyWrong) };
    }
    const left = MAX_WRONG_TRIES_PER_CODE - attempts;
    return {
      error: new HttpError(
        400,
        `The code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      ),
    };
  });
  if (outcome.error) throw outcome.error;
  return { share: outcome.share!, employee };
}

/** A verifier reads the share: every read is a ledger entry; the first one tells the employee. */
export async function recordView(
  { db, mailer, publicUrl }: SharingDeps,
  share: ShareRow,
  employee: EmployeeRow,
  ip: string | null,
) {
  const now = new Date().toISOString();
  const first = await db.transaction().execute(async (trx) => {
    await appendLedger(trx, {
      employeeId: share.employee_id,
      shareId: share.id,
      event: 'verifier-viewed',
      occurredAt: now,
      clientIp: ip,
      actorEmail: share.verifier_email,
    });
    if (!(await markFirstView(trx, share.id, now))) return false;
    await mailer.enqueue(
      {
        ...firstViewMail({
          to: employeeAddress(employee),
          firstName: splitName(employee.full_name).first,
          organisation: share.verifier_organisation,
          viewedAt: now,
          myVerificationsUrl: `${publicUrl}${paths.myVerifications}`,
        }),
        about: mailAbout('verification_share', share.id),
      },
      trx,
    );
    return true;
  });
  if (first) void mailer.flush();
}

export async function recordDownload(
  db: Kysely<Database>,
  share: ShareRow,
  ip: string | null,
  format: 'pdf' | 'jws',
) {
  await appendLedger(db, {
    employeeId: share.employee_id,
    shareId: share.id,
    event: 'letter-downloaded',
    occurredAt: new Date().toISOString(),
    clientIp: ip,
    actorEmail: share.verifier_email,
    detail: format,
  });
}
