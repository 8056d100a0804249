import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describeRequest, type FuzzRequest } from './request-arbitraries';

/** Per route: answers per status code, and the time spent on them. */
export type StatusHistogram = Record<string, { statuses: Record<number, number>; ms: number }>;

const STACK_FRAME = /\bat (?:async )?\S+ \(?(?:file:\/\/|node:|\/)[^)\n]*:\d+:\d+\)?/;
const INTERNAL_PATH = /(?:node_modules|\/server\/(?:modules|lib|plugins|db))\//;
const DATABASE_TEXT =
  /SQLITE_[A-Z_]+|datatype mismatch|no such (?:table|column)|syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|duplicate key value|invalid input syntax for|out of range for type|relation "[^"]+" does not exist|\b(?:select|insert into|update|delete from)\s+(?:distinct\s+)?(?:"\w+"|\*|count\()/i;

/** The path the router sees: inject resolves dot segments as a URL, a leading '//' included. */
function servedPath(url: string): string {
  return new URL(url.startsWith('//') ? `http://site${url}` : url, 'http://site').pathname;
}

/** What is wrong with an answer, if anything: a 5xx, leaked internals, or no envelope. */
export function answerProblem(
  request: FuzzRequest,
  response: LightMyRequestResponse,
): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const body = response.body;
  if (STACK_FRAME.test(body)) return 'the answer carries a stack trace';
  if (INTERNAL_PATH.test(body)) return 'the answer names server files';
  if (DATABASE_TEXT.test(body)) return 'the answer carries SQL or a database error';
  const isApi = /^\/api(?:\/|$)/.test(servedPath(request.url));
  if (isApi && response.statusCode >= 400 && request.method !== 'HEAD') {
    let envelope: { success?: unknown; message?: unknown } | undefined;
    try {
      envelope = JSON.parse(body) as typeof envelope;
    } catch {
      return 'an API refusal that is not JSON';
    }
    if (envelope?.success !== false || typeof envelope.message !== 'string') {
      return 'an API refusal outside the envelope';
    }
  }
  return undefined;
}

export interface FuzzTarget {
  key: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

export interface FuzzSettings {
  app: FastifyInstance;
  runs: number;
  seed?: number;
  /** A request taking longer than this counts as hung. */
  timeoutMs: number;
  /**
   * One route's whole run, shrinking included: a hung request is shrunk by sending smaller ones,
   * each of which may hang as long again, so without a bound one stuck route held the suite for
   * hours. Past it the route fails with what it has found.
   */
  routeLimitMs: number;
  /** A fresh staff session's Authorization header, for requests that carry one. */
  staffAuthorization: () => Promise<string>;
  histogram: StatusHistogram;
}

/**
 * Sends `runs` generated requests to one route; throws with the smallest failing request
 * when an answer is a 5xx, leaks internals, leaves the envelope, or does not come.
 */
export async function fuzzRoute(target: FuzzTarget, settings: FuzzSettings): Promise<void> {
  const tally = (settings.histogram[target.key] ??= { statuses: {}, ms: 0 });
  await fc.assert(
    fc.asyncProperty(target.requests, async (request) => {
      const authorization =
        request.authorization === 'session'
          ? await settings.staffAuthorization()
          : request.authorization;
      const started = performance.now();
      const response = await settings.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
        payload: request.payload,
        remoteAddress: request.remoteAddress,
      });
      tally.ms += performance.now() - started;
      tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
      const problem = answerProblem(request, response);
      if (problem) {
        throw new Error(
          `${target.key}: ${problem}\n  request: ${describeRequest(request)}\n  answer: ${response.statusCode} ${response.body.slice(0, 600)}`,
        );
      }
    }),
    {
      numRuns: settings.runs,
      seed: settings.seed,
      timeout: settings.timeoutMs,
      interruptAfterTimeLimit: settings.routeLimitMs,
      markInterruptAsFailure: true,
    },
  );
}
