import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect } from './careers-fixtures';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('METRICS_TOKEN', () => {
  it('is off unless set, and refuses a short or spaced token at start-up', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const bad of ['short', 'with spaces in the middle of it 123456']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(ConfigError);
    }
  });
});

describe(`metrics (${dialect})`, () => {
  it('are not served by default', async () => {
    const ctx = await createTestApp();
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await ctx.close();
    }
  });

  describe('with METRICS_TOKEN set', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ metricsToken: TOKEN });
    });
    afterAll(async () => {
      await ctx.close();
    });

    const scrape = (authorization?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });

    it('answer only to the token', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
        const refused = await scrape(authorization);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ success: false });
      }
      const scraped = await scrape(`Bearer ${TOKEN}`);
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
      expect(scraped.headers['cache-control']).toBe('no-store');
    });

    it('count requests by route pattern and status, never by raw URL', async () => {
      for (let i = 0; i < 3; i += 1) {
        await ctx.app.inject({ method: 'GET', url: '/api/career/get-jobs' });
      }
      await ctx.app.inject({ method: 'GET', url: '/api/career/jobs/987654?secret=x' });
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/career\/get-jobs",status_code="200"\} 3$/m,
      );
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/career\/jobs\/:id",status_code="404"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/career\/get-jobs",status_code="200"\} 3$/m,
      );
      expect(text).not.toContain('987654');
      expect(text).not.toContain('secret');
    });

    it('count rate-limit refusals, show the outbox and the event-loop delay', async () => {
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/contact/post-mail',
          remoteAddress: '203.0.113.77',
          payload: {
            fullName: 'Meera Iyer',
            email: 'meera.iyer@example.com',
            phoneNo: '9123456780',
            message: 'Please call me about a project.',
            noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
          },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await send()).statusCode);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(text).toMatch(/^http_rate_limited_total\{route="\/api\/contact\/post-mail"\} 1$/m);
      expect(text).toMatch(/^outbox_messages\{status="(pending|sending|failed)"\} \d+$/m);
      expect(text).toMatch(/^outbox_retrying_messages \d+$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    });
  });
});
