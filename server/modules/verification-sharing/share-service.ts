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
import { conflict, found, notFound, tooManyRequests } from '../../lib/http-error';
import { type EmployeeRow, findEmployeeById } from '../employees';
import { mailAbout } from '../mail';
import { findNomination } from '../nominations';
import { lockEmployeeForCodes, splitName } from '../verification';
import { snapshotDisclosure } from './disclosure';
import { appendLedger, ledgerOf } from './ledger';
import { recordExpiries } from './share-expiry';
import {
  errorReportsOf,
  findShareById,
  insertErrorReport,
  insertShare,
  markRevoked,
  shareStatus,
  sharesCreatedSince,
  sharesOf,
  viewCounts,
} from './share-repository';
import { newShareToken, newVerificationId, tokenDigest } from './share-tokens';
import { shareReceiptMail, verifierInvitationMail } from './share-mails';
import {
  sharingMessages,
  DAY_MS,
  iso,
  type Client,
  employeeAddress,
  type SharingDeps,
} from './share-common';

// The employee's side of sharing: shares made, listed and revoked, and errors reported.

export async function createShare(
  { db, mailer, publicUrl }: SharingDeps,
  employee: EmployeeRow,
  input: ShareRequest,
  client: Client,
): Promise<{ verificationId: string; expiresAt: string }> {
  const fields = [...new Set(input.fields)] as ShareField[];
  const token = newShareToken();
  const now = Date.now();
  const result = await db.transaction().execute(async (trx) => {
    const current = found(
      await lockEmployeeForCodes(trx, employee.id),
      sharingMessages.verifyFirst,
    );
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
          myVerificationsUrl: `${publicUrl}${paths.myVerifications}`,
        }),
        about,
      },
      trx,
    );
    return { verificationId, expiresAt };
  });
  void mailer.flush();
  return result;
}

export async function sharingOverview(
  db: Kysely<Database>,
  employeeId: number,
): Promise<VerificationOverview> {
  const employee = found(await findEmployeeById(db, employeeId), sharingMessages.verifyFirst);
  await recordExpiries(db, { employeeId });
  const [shares, views, ledger, reports, nominee] = await Promise.all([
    sharesOf(db, employeeId),
    viewCounts(db, employeeId),
    ledgerOf(db, employeeId),
    errorReportsOf(db, employeeId),
    findNomination(db, 'employee', employeeId),
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
    nominee,
  };
}

export async function revokeShare(
  db: Kysely<Database>,
  employeeId: number,
  shareId: number,
  client: Client,
) {
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
}

export async function reportError(
  db: Kysely<Database>,
  employeeId: number,
  description: string,
  client: Client,
) {
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
}
