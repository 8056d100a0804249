import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { openSecret, sealSecret } from '../../lib/secret-box';

/**
 * The company's Ed25519 signing keys. The newest unretired key signs; every key ever used
 * stays published in the JWKS, so a letter signed before a rotation still verifies by its
 * `kid`. Private keys are stored sealed (server/lib/secret-box.ts) and never leave the server.
 */

const SEAL_PURPOSE = 'verification-signing-key-seal';

const seal = (appSecret: string, pkcs8: Buffer) => sealSecret(appSecret, SEAL_PURPOSE, pkcs8);

const unseal = (appSecret: string, text: string): KeyObject =>
  createPrivateKey({
    key: openSecret(appSecret, SEAL_PURPOSE, text),
    format: 'der',
    type: 'pkcs8',
  });

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

async function createKey(db: Kysely<Database>, appSecret: string): Promise<SigningKey> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as JWK;
  const { calculateJwkThumbprint } = await import('jose');
  const kid = await calculateJwkThumbprint(jwk);
  await db
    .insertInto('verification_signing_keys')
    .values({
      kid,
      public_jwk: JSON.stringify({ ...jwk, kid, alg: 'EdDSA', use: 'sig' }),
      private_key_sealed: seal(
        appSecret,
        privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer,
      ),
      created_at: new Date().toISOString(),
    })
    .execute();
  return { kid, privateKey };
}

/** The key that signs new letters, created on first use. */
export async function currentSigningKey(
  db: Kysely<Database>,
  appSecret: string,
): Promise<SigningKey> {
  const row = await db
    .selectFrom('verification_signing_keys')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return createKey(db, appSecret);
  return { kid: row.kid, privateKey: unseal(appSecret, row.private_key_sealed) };
}

/** A key by its id, retired or not: an older letter is rebuilt with the key that signed it. */
export async function signingKeyById(
  db: Kysely<Database>,
  appSecret: string,
  kid: string,
): Promise<SigningKey | undefined> {
  const row = await db
    .selectFrom('verification_signing_keys')
    .selectAll()
    .where('kid', '=', kid)
    .executeTakeFirst();
  return row && { kid: row.kid, privateKey: unseal(appSecret, row.private_key_sealed) };
}

/** Retires the signing key (it stays published) and makes a new one; answers the new `kid`. */
export async function rotateSigningKey(db: Kysely<Database>, appSecret: string): Promise<string> {
  const now = new Date().toISOString();
  await db
    .updateTable('verification_signing_keys')
    .set({ retired_at: now })
    .where('retired_at', 'is', null)
    .execute();
  return (await createKey(db, appSecret)).kid;
}

/** A published Ed25519 public key. */
export interface PublishedKey {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: string;
  use: string;
}

/** Every public key, for /.well-known/jwks.json. */
export async function publishedKeys(db: Kysely<Database>): Promise<{ keys: PublishedKey[] }> {
  const rows = await db
    .selectFrom('verification_signing_keys')
    .select('public_jwk')
    .orderBy('id', 'asc')
    .execute();
  return { keys: rows.map((row) => JSON.parse(row.public_jwk) as PublishedKey) };
}
