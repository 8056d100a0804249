import { createHash, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { errorEnvelopeSchema, standardErrorResponses } from '../../lib/envelope';

export interface NewStoredFile {
  purpose: 'resume' | 'photo' | 'offer-letter' | 'signed-offer' | 'mail-attachment' | 'preboarding';
  originalName: string;
  mediaType: string;
  content: Buffer;
}

/** Writes the file row (inside the caller's transaction, which `db` then is) and returns its id. */
export async function insertStoredFile(db: Kysely<Database>, file: NewStoredFile): Promise<number> {
  const row = await db
    .insertInto('stored_files')
    .values({
      purpose: file.purpose,
      original_name: file.originalName,
      media_type: file.mediaType,
      size_bytes: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      content: file.content,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findStoredFile(db: Kysely<Database>, id: number) {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** RFC 6266 / RFC 5987: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file so it can never run as a page: the verified type, nosniff,
 * a sandboxing CSP and no caching.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { media_type: string; original_name: string; content: Buffer | Uint8Array },
  options: { disposition?: 'inline' | 'attachment' } = {},
) {
  return reply
    .header('Content-Type', file.media_type)
    .header(
      'Content-Disposition',
      contentDisposition(options.disposition ?? 'inline', file.original_name),
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(file.content));
}

/** Short-lived signed links, so "open in a new tab" works without a token in the URL. */
export function createLinkSigner(secret: string) {
  // The key made once: a list signs a link per row, and a string key is rebuilt on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const sign = (resource: string, expires: number) =>
    createHmac('sha256', key).update(`${resource}\n${expires}`).digest('base64url');
  return {
    /** Query string (`expires=...&signature=...`) for a resource path, valid for ttlSeconds. */
    sign(resource: string, ttlSeconds: number): string {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `expires=${expires}&signature=${sign(resource, expires)}`;
    },
    verify(resource: string, expires: unknown, signature: unknown): 'ok' | 'expired' | 'invalid' {
      const expiresAt = Number(expires);
      if (!Number.isInteger(expiresAt) || typeof signature !== 'string') return 'invalid';
      const expected = Buffer.from(sign(resource, expiresAt));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expiresAt * 1000 < Date.now() ? 'expired' : 'ok';
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;

/**
 * A link made for one staff member names them inside what is signed (`reader=<id>`), so the
 * file route can put the read on the audit trail as theirs although it carries no token.
 */
export function readerLink(
  signer: LinkSigner,
  path: string,
  ttlSeconds: number,
  reader?: number,
): string {
  if (reader === undefined) return `${path}?${signer.sign(path, ttlSeconds)}`;
  return `${path}?reader=${reader}&${signer.sign(`${path}?reader=${reader}`, ttlSeconds)}`;
}

/** Checks a link from `readerLink`; a reader added to or changed in a link breaks its signature. */
export function verifyReaderLink(
  signer: LinkSigner,
  path: string,
  query: { expires?: unknown; signature?: unknown; reader?: number },
): 'ok' | 'expired' | 'invalid' {
  const resource = query.reader === undefined ? path : `${path}?reader=${query.reader}`;
  return signer.verify(resource, query.expires, query.signature);
}

/**
 * The staff member a reader link was made for, as the actor of the read the file's route
 * records: the link, not a session, says who opens it. Undefined for a link made for no one.
 */
export const linkReader = (
  request: FastifyRequest,
  reader: number | undefined,
): AuditActor | undefined =>
  reader === undefined ? undefined : { staffId: reader, requestId: request.id, ip: request.ip };

/** What a resume's signed link answers: the file, or 410 once it is no longer held. */
export const signedResumeResponses = {
  200: { description: 'The resume (PDF, DOC or DOCX)', type: 'string', format: 'binary' },
  ...standardErrorResponses,
  410: errorEnvelopeSchema,
} as const;

/** Removes stored files no record points at any more (the caller has unlinked them). */
export async function deleteStoredFiles(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length > 0)
    await db
      .deleteFrom('stored_files')
      .where('id', 'in', [...ids])
      .execute();
}
