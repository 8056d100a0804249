import type { Kysely, Transaction } from 'kysely';
import type { CandidateOffer, VerificationCheck } from '@vistaar/shared/contract';
import { company } from '@vistaar/shared/config/company';
import { applicationRecordPath, paths } from '@vistaar/shared/config';
import { formatRupees, rupeesInWords } from '@vistaar/shared/lib/ctc';
import { addDays, indiaDayStart, indiaToday } from '@vistaar/shared/lib/job-dates';
import {
  offerMessages,
  type OfferAcceptInput,
  type OfferDeclineInput,
} from '@vistaar/shared/validation/offer-schema';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, found, notFound } from '../../lib/http-error';
import { tokenDigest } from '../auth';
import { findStoredFile, insertStoredFile } from '../files';
import { currentSigningKey, publishedKeys, verifiedPayload } from '../verification-sharing';
import { OFFER_REFERENCE_PATTERN, offerReference, type OfferDeps } from './offer-common';
import { offerOutcomeMail } from './offer-mails';
import { candidateAddress } from './offer-letter';
import { expireLapsedOffers, offerSummary, sha256 } from './offer-service';
import {
  addOfferEvent,
  findOffer,
  findOfferByLinkHash,
  updateOfferFrom,
  type OfferWithApplication,
} from './offers-repository';

/** The media type of the signed acceptance's payload, named in the JWS header. */
const ACCEPTANCE_CONTENT_TYPE = 'vistaar-offer-acceptance+json';
const OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const candidateOfferMessages = {
  unknownLink: 'This offer link is not valid. Use the link in the latest e-mail we sent you.',
  replaced:
    'This offer has been replaced by a newer one. Use the link in the latest e-mail we sent you.',
  expired: 'This offer has expired: it was valid until the date in the letter.',
  answered: 'You have already answered this offer.',
  withdrawn: 'This offer has been withdrawn.',
  notSigned: 'There is no signed acceptance for this offer.',
} as const;

/**
 * The offer a private link opens. An offer past its validity is marked expired first, so
 * the link says so even before the server's sweep comes round.
 */
export async function offerByToken(
  db: Kysely<Database>,
  token: string,
): Promise<OfferWithApplication> {
  if (!OFFER_TOKEN_PATTERN.test(token)) throw notFound(candidateOfferMessages.unknownLink);
  let offer = found(
    await findOfferByLinkHash(db, tokenDigest(token)),
    candidateOfferMessages.unknownLink,
  );
  if (offer.erased_at) throw notFound(candidateOfferMessages.unknownLink);
  if (offer.status === 'sent' && offer.valid_until < indiaToday()) {
    await expireLapsedOffers(db);
    offer = found(await findOffer(db, offer.id), candidateOfferMessages.unknownLink);
  }
  return offer;
}

/** What the candidate's page shows: a replaced or withdrawn offer shows nothing but that. */
export function candidateView(offer: OfferWithApplication): CandidateOffer {
  if (offer.status === 'superseded') return { state: 'superseded' };
  if (offer.status === 'withdrawn') return { state: 'withdrawn' };
  return {
    state: offer.status === 'sent' ? 'open' : (offer.status as 'accepted' | 'declined' | 'expired'),
    candidateName: `${offer.first_name} ${offer.last_name}`,
    jobTitle: offer.job_title ?? offer.designation,
    designation: offer.designation,
    ctc: formatRupees(offer.ctc),
    ctcInWords: rupeesInWords(offer.ctc),
    joiningDate: offer.joining_date,
    validUntil: offer.valid_until,
    respondedAt: offer.responded_at,
  };
}

/** Refuses an answer to an offer that is not open, with why. */
function mustBeOpen(offer: OfferWithApplication) {
  const refusal = {
    superseded: candidateOfferMessages.replaced,
    expired: candidateOfferMessages.expired,
    accepted: candidateOfferMessages.answered,
    declined: candidateOfferMessages.answered,
    withdrawn: candidateOfferMessages.withdrawn,
  }[offer.status as string];
  if (refusal) throw conflict(refusal);
  if (offer.status !== 'sent') throw notFound(candidateOfferMessages.unknownLink);
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The signed statement: who accepted which letter (by its SHA-256), when, for whom. */
function acceptancePayload(
  offer: Pick<OfferWithApplication, 'id' | 'first_name' | 'last_name' | 'letter_sha256'>,
  fields: { typedName: string; acceptedAt: string; issuer: string },
): string {
  return JSON.stringify({
    iss: fields.issuer,
    kind: 'offer-acceptance',
    reference: offerReference(offer.id),
    candidateName: `${offer.first_name} ${offer.last_name}`,
    typedName: fields.typedName,
    acceptedAt: fields.acceptedAt,
    letterSha256: offer.letter_sha256,
  });
}

async function notifyDrafter(
  deps: OfferDeps,
  trx: Transaction<Database>,
  offer: OfferWithApplication,
  outcome: 'accepted' | 'declined',
  comment?: string,
) {
  if (!offer.created_by) return;
  const drafter = await trx
    .selectFrom('staff_users')
    .select('email')
    .where('id', '=', offer.created_by)
    .executeTakeFirst();
  if (!drafter) return;
  await deps.mailer.enqueue(
    offerOutcomeMail(
      drafter.email,
      offerSummary(offer),
      outcome,
      `${deps.publicUrl}${applicationRecordPath(offer.application_id)}`,
      comment,
    ),
    trx,
  );
}

/**
 * The candidate accepts: their full name as the letter gives it and the box ticked. The
 * signed acceptance (the letter as sent plus an acceptance page, the statement signed with
 * the verification letters' key) is stored with the offer.
 */
export async function acceptOffer(
  deps: OfferDeps,
  token: string,
  input: OfferAcceptInput,
  ipAddress: string,
): Promise<void> {
  const { db } = deps;
  const offer = await offerByToken(db, token);
  mustBeOpen(offer);
  if (normalName(input.fullName) !== normalName(`${offer.first_name} ${offer.last_name}`)) {
    throw badRequest(offerMessages.fullNameMismatch, { fullName: offerMessages.fullNameMismatch });
  }
  const letter = found(
    await findStoredFile(db, offer.letter_file_id ?? 0),
    candidateOfferMessages.unknownLink,
  );
  const acceptedAt = nowIso();
  const key = await currentSigningKey(db, deps.appSecret);
  const payload = acceptancePayload(offer, {
    typedName: input.fullName,
    acceptedAt,
    issuer: deps.publicUrl,
  });
  // The signing and PDF libraries load with the first acceptance, not with the server.
  const [{ CompactSign }, { renderSignedAcceptancePdf }] = await Promise.all([
    import('jose'),
    import('./offer-letter-pdf'),
  ]);
  const jws = await new CompactSign(new TextEncoder().encode(payload))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, cty: ACCEPTANCE_CONTENT_TYPE })
    .sign(key.privateKey);
  const signed = Buffer.from(
    await renderSignedAcceptancePdf(letter.content, {
      reference: offerReference(offer.id),
      candidateName: `${offer.first_name} ${offer.last_name}`,
      typedName: input.fullName,
      acceptedAt,
      address: candidateAddress(offer),
      ipAddress,
      letterSha256: offer.letter_sha256 ?? sha256(letter.content),
      jws,
      checkUrl: `${deps.publicUrl}${paths.verifyCheck}`,
    }),
  );
  await db.transaction().execute(async (trx) => {
    const fileId = await insertStoredFile(trx, {
      purpose: 'signed-offer',
      originalName: `accepted-offer-${offerReference(offer.id)}.pdf`,
      mediaType: 'application/pdf',
      content: signed,
    });
    const accepted = await updateOfferFrom(trx, offer.id, ['sent'], {
      status: 'accepted',
      responded_at: acceptedAt,
      accepted_name: input.fullName,
      signed_file_id: fileId,
      signed_sha256: sha256(signed),
      signed_kid: key.kid,
    });
    if (!accepted) throw conflict(candidateOfferMessages.answered);
    await addOfferEvent(trx, { offerId: offer.id, kind: 'accepted', staffId: null });
    await recordAudit(
      trx,
      { staffId: null, ip: ipAddress },
      { action: 'offer.accepted', entity: 'offer', entityId: offer.id },
    );
    await notifyDrafter(deps, trx, offer, 'accepted');
  });
  await deps.mailer.flush();
}

export async function declineOffer(
  deps: OfferDeps,
  token: string,
  input: OfferDeclineInput,
): Promise<void> {
  const offer = await offerByToken(deps.db, token);
  mustBeOpen(offer);
  await deps.db.transaction().execute(async (trx) => {
    const declined = await updateOfferFrom(trx, offer.id, ['sent'], {
      status: 'declined',
      responded_at: nowIso(),
      decline_reason: input.reason || null,
    });
    if (!declined) throw conflict(candidateOfferMessages.answered);
    await addOfferEvent(trx, {
      offerId: offer.id,
      kind: 'declined',
      staffId: null,
      comment: input.reason || null,
    });
    await recordAudit(
      trx,
      { staffId: null },
      { action: 'offer.declined', entity: 'offer', entityId: offer.id },
    );
    await notifyDrafter(deps, trx, offer, 'declined', input.reason);
  });
  await deps.mailer.flush();
}

export async function signedAcceptance(db: Kysely<Database>, offer: OfferWithApplication) {
  if (offer.signed_file_id === null) throw notFound(candidateOfferMessages.notSigned);
  return found(await findStoredFile(db, offer.signed_file_id), candidateOfferMessages.notSigned);
}

/**
 * The check page's answer for an uploaded signed acceptance: genuine when its bytes are
 * exactly those stored and its signed statement verifies against the published keys and
 * names this offer's letter. Undefined when the file names no offer of ours.
 */
export async function checkSignedAcceptance(
  db: Kysely<Database>,
  publicUrl: string,
  bytes: Buffer,
): Promise<VerificationCheck | undefined> {
  let reference: string | undefined;
  let jws: string | undefined;
  try {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    reference = doc.getSubject();
    jws = doc.getKeywords();
  } catch {
    return undefined;
  }
  const id = reference?.match(OFFER_REFERENCE_PATTERN)?.[1];
  if (!id) return undefined;
  const offer = await findOffer(db, Number(id));
  if (!offer || offer.signed_sha256 === null || offer.responded_at === null) return undefined;
  const payload = jws ? await verifiedPayload(jws, await publishedKeys(db)) : undefined;
  const expected = acceptancePayload(offer, {
    typedName: offer.accepted_name ?? '',
    acceptedAt: offer.responded_at,
    issuer: publicUrl,
  });
  return {
    verificationId: offerReference(offer.id),
    genuine: offer.signed_sha256 === sha256(bytes) && payload === expected,
    status: offer.status === 'accepted' ? 'active' : 'revoked',
    issuer: company.legalName,
    issuedAt: offer.responded_at,
    expiresAt: indiaDayStart(addDays(offer.valid_until, 1)),
  };
}
