import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (signing keys, authenticator secrets) are stored sealed
 * with AES-256-GCM under a key derived from the app secret and a purpose, so a copy of the
 * database alone (a backup, a dump) does not give them away, and a value sealed for one
 * purpose cannot be opened as another.
 */
const sealingKey = (appSecret: string, purpose: string) =>
  createHash('sha256').update(`${purpose}\n${appSecret}`).digest();

export function sealSecret(appSecret: string, purpose: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(appSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was sealed under another secret or purpose, or was altered. */
export function openSecret(appSecret: string, purpose: string, text: string): Buffer {
  const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(appSecret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]);
}
