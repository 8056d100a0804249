import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A response body compressed once, kept with its ETag, and sent many times. */
export interface CachedBody {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
}

export async function cacheBody(text: string, contentType: string): Promise<CachedBody> {
  const raw = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  return { raw, br, gzip: gz, etag, contentType };
}

function acceptsEncoding(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.find((param) => param.trim().startsWith('q='));
    return name.trim() === encoding && (!q || Number(q.trim().slice(2)) > 0);
  });
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached body: 304 when the client has it, else the smallest encoding the client
 * takes. Routes using this turn @fastify/compress off (`compress: false`).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  options: { status?: number; cacheControl: string },
) {
  reply
    .header('ETag', body.etag)
    .header('Vary', 'Accept-Encoding')
    .header('Cache-Control', options.cacheControl);
  if (matchesEtag(request, body.etag)) return reply.status(304).send();
  reply.status(options.status ?? 200).type(body.contentType);
  if (acceptsEncoding(request, 'br')) return reply.header('Content-Encoding', 'br').send(body.br);
  if (acceptsEncoding(request, 'gzip')) {
    return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.raw);
}
