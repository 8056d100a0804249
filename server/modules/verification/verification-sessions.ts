import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newSessionToken, tokenDigest } from '../auth';
import { findLiveSession, insertSession } from './sessions-repository';

/**
 * Short sessions after a one-time code: an employee's (to share, list and revoke) and a
 * verifier's (to read one share). The token travels only in an HttpOnly, SameSite=Strict
 * cookie scoped to the calls that need it, never in a URL or in browser storage.
 */
const SESSION_SECONDS = 30 * 60;

const COOKIES = {
  employee: { name: 'vi_employee_verification', path: '/api/verifications' },
  verifier: { name: 'vi_verifier', path: '/api/verify' },
} as const;

type Kind = keyof typeof COOKIES;

export async function startSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  session: { kind: Kind; employeeId: number; shareId: number | null; secure: boolean },
) {
  const token = newSessionToken();
  const now = Date.now();
  await insertSession(db, {
    token_hash: tokenDigest(token),
    kind: session.kind,
    employee_id: session.employeeId,
    share_id: session.shareId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + SESSION_SECONDS * 1000).toISOString(),
  });
  const cookie = COOKIES[session.kind];
  reply.header(
    'Set-Cookie',
    stringifySetCookie(cookie.name, token, {
      path: cookie.path,
      httpOnly: true,
      sameSite: 'strict',
      secure: session.secure,
      maxAge: SESSION_SECONDS,
    }),
  );
}

/** The live session the request's cookie names, if any. */
export async function sessionOf(db: Kysely<Database>, request: FastifyRequest, kind: Kind) {
  const header = request.headers.cookie;
  const token = header ? parseCookie(header)[COOKIES[kind].name] : undefined;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return findLiveSession(db, tokenDigest(token), kind, new Date().toISOString());
}
