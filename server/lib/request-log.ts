import type { FastifyRequest } from 'fastify';

/** Query parameters that grant access by themselves (signed links, one-time codes). */
const SECRET_PARAMS = /([?&](?:signature|token|code|otp|key)=)[^&#]*/gi;
/** A candidate's number and words in the SMS provider's callbacks: personal, never logged. */
const PERSONAL_PARAMS = /([?&](?:msisdn|phoneNo|content|keyword)=)[^&#]*/gi;

/**
 * Paths whose next segment is a private link's token: holding the URL is the permission, so
 * the log must not hold it. Kept beside the rule for unknown routes below.
 */
const TOKEN_PATH_PREFIXES = [
  '/my-application/confirm-erasure/',
  '/my-application/confirm-email/',
  '/my-application/',
  '/api/my-application-erasure/',
  '/api/my-application-email/',
  '/api/my-application/',
  '/verify/',
  '/api/verify/',
  '/offer/',
  '/api/offer/',
  '/api/sms/delivery-reports/',
  '/api/sms/inbound/',
];

/** Segments that are not tokens although they follow a token prefix. */
const NAMED_SEGMENTS = new Set(['check', 'confirm-erasure', 'confirm-email']);

/**
 * A segment that looks random (base64url with upper case, lower case and digits, 20 or more
 * characters) is treated as a token wherever it appears: slugs and ids never look like this,
 * and a route added later with a token in its path is covered before anyone remembers it.
 */
const RANDOM_SEGMENT = /^(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{20,}$/;

function redactPath(path: string): string {
  const segments = path.split('/');
  let tokenNext = -1;
  for (const prefix of TOKEN_PATH_PREFIXES) {
    if (path.startsWith(prefix)) {
      tokenNext = prefix.split('/').length - 1;
      break;
    }
  }
  return segments
    .map((segment, index) => {
      if (!segment) return segment;
      if (index === tokenNext && !NAMED_SEGMENTS.has(segment)) return '[redacted]';
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is kept as it came; it is still checked as written.
      }
      return RANDOM_SEGMENT.test(decoded) ? '[redacted]' : segment;
    })
    .join('/');
}

/** The URL as logs may keep it: every private link's token and every secret parameter left out. */
export function urlForLog(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  return (
    redactPath(path) +
    rest.replace(SECRET_PARAMS, '$1[redacted]').replace(PERSONAL_PARAMS, '$1[redacted]')
  );
}

/** Fastify's request log fields, with private links' tokens and signatures left out. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
