import { createHash } from 'node:crypto';
import type { JWK } from 'jose';
import type { VerificationDisclosure } from '@vistaar/shared/contract';
import type { SigningKey } from './signing-keys';

/** The media type of the signed disclosure's payload, named in the JWS header. */
const DISCLOSURE_CONTENT_TYPE = 'vistaar-employment-verification+json';

/**
 * The disclosure as signed: the verifier page's fields in a fixed order plus the issuing
 * site, so the same share always gives the same bytes, the same hash and (Ed25519 being
 * deterministic) the same signature.
 */
export function disclosurePayload(disclosure: VerificationDisclosure, issuerUrl: string): string {
  return JSON.stringify({
    iss: issuerUrl,
    verificationId: disclosure.verificationId,
    issuer: disclosure.issuer,
    employeeName: disclosure.employeeName,
    verifierOrganisation: disclosure.verifierOrganisation,
    verifierEmail: disclosure.verifierEmail,
    purpose: disclosure.purpose,
    issuedAt: disclosure.issuedAt,
    expiresAt: disclosure.expiresAt,
    fields: disclosure.fields.map(({ key, label, value }) => ({ key, label, value })),
  });
}

/** SHA-256 of the signed payload, printed on the letter as its content hash. */
export const contentHash = (payload: string) =>
  createHash('sha256').update(payload, 'utf8').digest('hex');

// jose loads with the first letter signed or checked, not with the server.
export async function signDisclosure(payload: string, key: SigningKey): Promise<string> {
  const { CompactSign } = await import('jose');
  return new CompactSign(new TextEncoder().encode(payload))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, cty: DISCLOSURE_CONTENT_TYPE })
    .sign(key.privateKey);
}

/** The payload of a JWS signed by one of the published keys, or undefined. */
export async function verifiedPayload(jws: string, keys: { keys: JWK[] }) {
  const { compactVerify, createLocalJWKSet } = await import('jose');
  try {
    const { payload } = await compactVerify(jws, createLocalJWKSet(keys), {
      algorithms: ['EdDSA'],
    });
    return new TextDecoder().decode(payload);
  } catch {
    return undefined;
  }
}
