import { createHmac } from 'node:crypto';

/**
 * What the applicant gets back instead of the row id: ids are sequential and would show
 * how many people applied. Keyed, so a repeat gets the same number, and a repeat of someone
 * else's application looks like any fresh one.
 */
export function publicReference(secret: string, applicationId: number): number {
  const digest = createHmac('sha256', secret).update(`application\n${applicationId}`).digest();
  return digest.readUInt32BE(0) & 0x7fffffff || 1;
}
