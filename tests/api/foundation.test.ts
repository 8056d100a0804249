import Fastify from 'fastify';
import { errorHandlerPlugin } from '../../server/plugins/error-handler';
import { appPaths } from '@vistaar/shared/config/routes';
import { migrateToLatest } from '../../server/db/migrator';
import {
  createTestApp,
  openTestDatabase,
  type TestContext,
} from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`foundation (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reports a healthy database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { database: 'up', dialect } });
  });

  it('answers 200 with the app for every route of the product', async () => {
    for (const route of appPaths) {
      const response = await ctx.app.inject({ method: 'GET', url: route });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 200 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
    // Every page renders from source once here (the production server loads a built bundle),
    // which takes a while on a busy two-core machine.
  }, 180_000);

  it('answers 404 with the same app for paths that are not routes', async () => {
    for (const url of ['/no-such-page', '/career/extra', '/about/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('sends the security headers on pages, API answers and errors', async () => {
    for (const url of ['/', '/api/health', '/api/does-not-exist', '/missing']) {
      const { headers } = await ctx.app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-request-id']).toBeTruthy();
    }
  });

  it('never caches API answers', async () => {
    const { headers } = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('answers malformed JSON in the error envelope without details', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailId": ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(response.body).not.toMatch(/at .*\.ts:\d+|stack|SELECT/i);
  });

  it('hides unexpected failures behind a generic 500 with the request id', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errorHandlerPlugin);
    bare.get('/api/test-explodes', async () => {
      throw new Error('SELECT secret FROM somewhere failed at /srv/app/server.ts:12');
    });
    const response = await bare.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringContaining('Something went wrong'),
    });
    expect(response.body).not.toMatch(/SELECT|server\.ts|secret/);
    await bare.close();
  });

  it('refuses unknown body properties on schema-checked routes', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId: 'a@b.co', password: 'x', admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('admin');
  });

  it('publishes the OpenAPI document and its viewer', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/auth/login');
    expect(doc.json().paths).toHaveProperty('/api/health');
    const viewer = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves robots.txt that keeps crawlers out of staff paths, and a sitemap of public pages', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /applied-job');
    expect(robots.body).toContain('Disallow: /login');
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/bulk-sms</loc>');
    expect(sitemap.body).not.toContain('/applied-job');
  });
});

describe(`migrations (${dialect})`, () => {
  it('apply from empty, and a second run changes nothing', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const first = await migrateToLatest(database.db);
      expect(first.results?.length).toBeGreaterThan(0);
      expect(first.results?.every((r) => r.status === 'Success')).toBe(true);
      const second = await migrateToLatest(database.db);
      expect(second.results).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe(`health when the database is gone (${dialect})`, () => {
  it('answers 503', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.database.db.destroy();
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, data: { database: 'down' } });
    } finally {
      await ctx.app.close();
      await ctx.close().catch(() => undefined);
    }
  });
});
