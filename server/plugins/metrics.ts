import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const OUTBOX_STATUSES = ['pending', 'sending', 'failed'] as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  return Boolean(match) && timingSafeEqual(digest(match![1]), expected);
}

/** The route's pattern (`/api/employees/:id`), never the raw URL, so labels stay few and hold no data. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'no route';

/**
 * Prometheus metrics at GET /metrics, only when a token is configured (METRICS_TOKEN), and
 * only to callers that send it as a Bearer token. Request counts and latency by route and
 * status, rate-limit refusals, the e-mail outbox read from the database (so every server
 * reports the same depth), and Node's event-loop delay. Registered before the routes, so
 * its hooks see every one of them.
 */
export async function registerMetrics(app: FastifyInstance, options: { token?: string }) {
  if (!options.token) return;
  const expected = digest(options.token);
  // One registry per app: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'http_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_messages',
    help: 'E-mails in the outbox by status: pending and sending make the depth; failed gave up after every retry.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await app.database.db
        .selectFrom('outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('status', 'in', [...OUTBOX_STATUSES])
        .groupBy('status')
        .execute();
      for (const status of OUTBOX_STATUSES) {
        this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
      }
    },
  });
  new Gauge({
    name: 'outbox_retrying_messages',
    help: 'Pending e-mails whose last delivery attempt failed and that wait for a retry.',
    registers: [registry],
    async collect() {
      const row = await app.database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'pending')
        .where('last_error', 'is not', null)
        .executeTakeFirstOrThrow();
      this.set(Number(row.count));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const labels = { method: request.method, route, status_code: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request, expected)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ success: false, message: 'Metrics need the metrics token.' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
