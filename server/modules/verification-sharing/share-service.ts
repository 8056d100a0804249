import type { Kysely } from 'kysely';
import type { VerificationOverview } from '@vistaar/shared/contract';
import { paths, verifyPath } from '@vistaar/shared/config/routes';
import {
  SHARES_PER_EMPLOYEE_PER_DAY,
  SHARE_NOTICE_VERSION,
  shareNotice,
  type ShareField,
} from '@vistaar/shared/config/verification-sharing';
import type { ShareRequest } from '@vistaar/shared/validation/verification-share-schema';
import type { Database } from '../../db/schema';
import {
  HttpError,
  conflict,
  forbidden,
  gone,
  notFound,
  tooManyRequests,
} from '../../lib/http-error';
import { type EmployeeRow, findEmployeeById } from '../employees';
import { mailAbout, type Mailer, maskEmail } from '../mail';
import {
  afterWrongCode,
  CODE_LOCK_CLEARED,
  type CodeLock,
  codeLockMessage,
  codeLockOf,
  type CodeLockState,
  lockEmployeeForCodes,
  MAX_CODES_PER_HOUR,
  MAX_WRONG_TRIES_PER_CODE,
  newOtpCode,
  OTP_TTL_SECONDS,
  RESEND_AFTER_SECONDS,
  sameDigest,
  splitName,
} from '../verification';
import { snapshotDisclosure } from './disclosure';
import { appendLedger, ledgerOf } from './ledger';
import { recordExpiries } from './share-expiry';
import {
  codesIssuedSince,
  consumeCode,
  deleteCode,
  errorReportsOf,
  findOpenCode,
  findShareById,
  findShareByTokenHash,
  insertCode,
  insertErrorReport,
  insertShare,
  lockShare,
  markFirstView,
  markRevoked,
  recordWrongCode,
  setShareCodeLock,
  shareStatus,
  sharesCreatedSince,
  sharesOf,
  supersedeOpenCodes,
  viewCounts,
  type ShareRow,
} from './share-repository';
import {
  newShareToken,
  newVerificationId,
  SHARE_TOKEN_PATTERN,
  tokenDigest,
  verifierCodeDigest,
} from './share-tokens';
import {
  firstViewMail,
  shareReceiptMail,
  verifierCodeMail,
  verifierInvitationMail,
} from './share-mails';

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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));

export interface Client {
  ip: string | null;
  userAgent: string | null;
}

const employeeAddress = (employee: EmployeeRow) =>
  employee.official_email || employee.personal_email;

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

export function createSharingService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}) {
  const { db, mailer, secret, publicUrl } = deps;
  const myVerificationsUrl = `${publicUrl}${paths.myVerifications}`;

  /** The share a link names, open and not suspended; otherwise the answer the verifier gets. */
  async function openShare(token: string): Promise<{ share: ShareRow; employee: EmployeeRow }> {
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
    const employee = await findEmployeeById(db, share.employee_id);
    if (!employee) throw notFound(sharingMessages.linkUnknown);
    if (employee.sharing_suspended_at) throw forbidden(sharingMessages.suspended);
    return { share, employee };
  }

  return {
    openShare,

    async createShare(
      employee: EmployeeRow,
      input: ShareRequest,
      client: Client,
    ): Promise<{ verificationId: string; expiresAt: string }> {
      const fields = [...new Set(input.fields)] as ShareField[];
      const token = newShareToken();
      const now = Date.now();
      const result = await db.transaction().execute(async (trx) => {
        const current = await lockEmployeeForCodes(trx, employee.id);
        if (!current) throw notFound(sharingMessages.verifyFirst);
        if (current.sharing_suspended_at) throw conflict(sharingMessages.sharingSuspended);
        const today = await sharesCreatedSince(trx, current.id, iso(now - DAY_MS));
        if (today >= SHARES_PER_EMPLOYEE_PER_DAY) {
          throw tooManyRequests(sharingMessages.dailyLimit, DAY_MS / 1000);
        }
        const verificationId = newVerificationId();
        const expiresAt = iso(now + input.days * DAY_MS);
        const shareId = await insertShare(trx, {
          employee_id: current.id,
          token_hash: tokenDigest(token),
          verification_id: verificationId,
          fields: JSON.stringify(fields),
          disclosure: JSON.stringify(snapshotDisclosure(current, fields)),
          verifier_organisation: input.organisation,
          verifier_email: input.email,
          purpose: input.purpose,
          notice_version: SHARE_NOTICE_VERSION,
          notice_text: shareNotice({
            organisation: input.organisation,
            purpose: input.purpose,
            days: input.days,
          }),
          consent_ip: client.ip,
          consent_user_agent: client.userAgent,
          created_at: iso(now),
          expires_at: expiresAt,
          revoked_at: null,
          expiry_recorded_at: null,
          first_viewed_at: null,
        });
        await appendLedger(trx, {
          employeeId: current.id,
          shareId,
          event: 'share-created',
          occurredAt: iso(now),
          clientIp: client.ip,
        });
        const employeeName = current.full_name;
        const about = mailAbout('verification_share', shareId);
        await mailer.enqueue(
          {
            ...verifierInvitationMail({
              to: input.email,
              organisation: input.organisation,
              employeeName,
              purpose: input.purpose,
              link: `${publicUrl}${verifyPath(token)}`,
              expiresAt,
            }),
            about,
          },
          trx,
        );
        await mailer.enqueue(
          {
            ...shareReceiptMail({
              to: employeeAddress(current),
              firstName: splitName(current.full_name).first,
              organisation: input.organisation,
              verifierEmail: input.email,
              purpose: input.purpose,
              fields,
              expiresAt,
              verificationId,
              myVerificationsUrl,
            }),
            about,
          },
          trx,
        );
        return { verificationId, expiresAt };
      });
      void mailer.flush();
      return result;
    },

    async overview(employeeId: number): Promise<VerificationOverview> {
      const employee = await findEmployeeById(db, employeeId);
      if (!employee) throw notFound(sharingMessages.verifyFirst);
      await recordExpiries(db, { employeeId });
      const [shares, views, ledger, reports] = await Promise.all([
        sharesOf(db, employeeId),
        viewCounts(db, employeeId),
        ledgerOf(db, employeeId),
        errorReportsOf(db, employeeId),
      ]);
      return {
        employeeName: employee.full_name,
        sharingSuspended: employee.sharing_suspended_at !== null,
        shares: shares.map((share) => ({
          id: share.id,
          verificationId: share.verification_id,
          status: shareStatus(share),
          fields: JSON.parse(share.fields) as ShareField[],
          verifierOrganisation: share.verifier_organisation,
          verifierEmail: share.verifier_email,
          purpose: share.purpose,
          createdAt: share.created_at,
          expiresAt: share.expires_at,
          revokedAt: share.revoked_at,
          views: views.get(share.id) ?? 0,
        })),
        ledger,
        errorReports: reports.map((report) => ({
          id: report.id,
          description: report.description,
          createdAt: report.created_at,
          resolvedAt: report.resolved_at,
          resolutionNote: report.resolution_note,
        })),
      };
    },

    async revokeShare(employeeId: number, shareId: number, client: Client) {
      const share = await findShareById(db, shareId);
      if (!share || share.employee_id !== employeeId) throw notFound(sharingMessages.shareNotFound);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await markRevoked(trx, share.id, now))) throw conflict(sharingMessages.alreadyClosed);
        await appendLedger(trx, {
          employeeId,
          shareId: share.id,
          event: 'revoked',
          occurredAt: now,
          clientIp: client.ip,
        });
      });
    },

    async reportError(employeeId: number, description: string, client: Client) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await insertErrorReport(trx, {
          employee_id: employeeId,
          description,
          created_at: now,
          client_ip: client.ip,
        });
        await appendLedger(trx, {
          employeeId,
          event: 'error-reported',
          occurredAt: now,
          clientIp: client.ip,
        });
      });
    },

    /** Mails a code to the verifier address the employee named; answers it masked. */
    async sendVerifierCode(token: string, ip: string | null): Promise<{ destination: string }> {
      const { share } = await openShare(token);
      const code = newOtpCode();
      const now = Date.now();
      const codeId = await db.transaction().execute(async (trx) => {
        const locked = await lockShare(trx, share.id);
        if (!locked) throw notFound(sharingMessages.linkUnknown);
        const refusal = lockRefusal(codeLockOf(lockStateOf(locked), now));
        if (refusal) throw refusal;
        const issued = await codesIssuedSince(trx, share.id, iso(now - HOUR_MS));
        const newest = issued.at(-1);
        if (newest && now - Date.parse(newest) < RESEND_AFTER_SECONDS * 1000) {
          const wait = secondsUntil(Date.parse(newest) + RESEND_AFTER_SECONDS * 1000, now);
          throw tooManyRequests(
            `Please wait ${wait} seconds before requesting another code.`,
            wait,
          );
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
          code_hmac: verifierCodeDigest(secret, share.id, code),
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
    },

    /** Checks the verifier's code; the share it opens, or the refusal. */
    async checkVerifierCode(
      token: string,
      code: string,
    ): Promise<{ share: ShareRow; employee: EmployeeRow }> {
      const { share, employee } = await openShare(token);
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
        if (sameDigest(open.code_hmac, verifierCodeDigest(secret, share.id, code))) {
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
    },

    /** A verifier reads the share: every read is a ledger entry; the first one tells the employee. */
    async recordView(share: ShareRow, employee: EmployeeRow, ip: string | null) {
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
              myVerificationsUrl,
            }),
            about: mailAbout('verification_share', share.id),
          },
          trx,
        );
        return true;
      });
      if (first) void mailer.flush();
    },

    async recordDownload(share: ShareRow, ip: string | null, format: 'pdf' | 'jws') {
      await appendLedger(db, {
        employeeId: share.employee_id,
        shareId: share.id,
        event: 'letter-downloaded',
        occurredAt: new Date().toISOString(),
        clientIp: ip,
        actorEmail: share.verifier_email,
        detail: format,
      });
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
