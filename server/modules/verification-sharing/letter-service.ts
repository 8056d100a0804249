import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { VerificationCheck } from '@vistaar/shared/contract';
import { company } from '@vistaar/shared/config/company';
import { paths } from '@vistaar/shared/config/routes';
import type { Database } from '../../db/schema';
import { toDisclosure } from './disclosure';
import { findShareByVerificationId, shareStatus, type ShareRow } from './share-repository';
import type { SharingDeps } from './share-common';
import { VERIFICATION_ID_PATTERN } from './share-tokens';
import {
  contentHash,
  disclosurePayload,
  signDisclosure,
  verifiedPayload,
} from './signed-disclosure';
import { currentSigningKey, publishedKeys, signingKeyById } from './signing-keys';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const checkUrl = (publicUrl: string, verificationId: string) =>
  `${publicUrl}${paths.verifyCheck}?id=${encodeURIComponent(verificationId)}`;

/** The share's signed disclosure, with the key that first signed its letter. */
async function signed({ db, appSecret, publicUrl }: SharingDeps, share: ShareRow) {
  const key =
    (share.letter_kid && (await signingKeyById(db, appSecret, share.letter_kid))) ||
    (await currentSigningKey(db, appSecret));
  const payload = disclosurePayload(toDisclosure(share), publicUrl);
  return { kid: key.kid, payload, jws: await signDisclosure(payload, key) };
}

function standing(share: ShareRow, genuine: boolean): VerificationCheck {
  return {
    verificationId: share.verification_id,
    genuine,
    status: shareStatus(share),
    issuer: company.legalName,
    issuedAt: share.created_at,
    expiresAt: share.expires_at,
  };
}

export async function jwsFor(deps: SharingDeps, share: ShareRow): Promise<string> {
  return (await signed(deps, share)).jws;
}

/** The letter PDF; the first one issued fixes the key and the file's hash for later checks. */
export async function pdfFor(deps: SharingDeps, share: ShareRow): Promise<Uint8Array> {
  const { kid, payload, jws } = await signed(deps, share);
  // The renderer (and pdf-lib) loads with the first letter asked for.
  const { renderLetterPdf } = await import('./letter-pdf');
  const pdf = await renderLetterPdf({
    disclosure: toDisclosure(share),
    jws,
    contentHash: contentHash(payload),
    checkUrl: checkUrl(deps.publicUrl, share.verification_id),
  });
  if (!share.letter_sha256) {
    await deps.db
      .updateTable('verification_shares')
      .set({ letter_kid: kid, letter_sha256: sha256(pdf) })
      .where('id', '=', share.id)
      .where('letter_sha256', 'is', null)
      .execute();
  }
  return pdf;
}

/** Standing of a verification ID; undefined when no share has it. */
export async function checkId(
  db: Kysely<Database>,
  verificationId: string,
): Promise<VerificationCheck | undefined> {
  if (!VERIFICATION_ID_PATTERN.test(verificationId)) return undefined;
  const share = await findShareByVerificationId(db, verificationId);
  return share && standing(share, true);
}

/**
 * An uploaded letter is genuine when its bytes are exactly those issued and the signed
 * disclosure inside verifies against the published keys and matches the share.
 * Undefined when the file names no verification of ours.
 */
export async function checkPdf(
  { db, publicUrl }: SharingDeps,
  bytes: Buffer,
): Promise<VerificationCheck | undefined> {
  let verificationId: string | undefined;
  let jws: string | undefined;
  try {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    verificationId = doc.getSubject();
    jws = doc.getKeywords();
  } catch {
    return undefined;
  }
  if (!verificationId || !VERIFICATION_ID_PATTERN.test(verificationId)) return undefined;
  const share = await findShareByVerificationId(db, verificationId);
  if (!share) return undefined;
  const payload = jws ? await verifiedPayload(jws, await publishedKeys(db)) : undefined;
  const genuine =
    share.letter_sha256 !== null &&
    share.letter_sha256 === sha256(bytes) &&
    payload === disclosurePayload(toDisclosure(share), publicUrl);
  return standing(share, genuine);
}
