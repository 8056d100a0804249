import { company } from '@vistaar/shared/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';

// The load shedder samples memory about once a second; a heap reported past its limit makes
// the next sample overloaded, with no real pressure on this machine.
let ctx: TestContext;
let memory: jest.SpyInstance;
beforeAll(async () => {
  ctx = await createTestApp({}, { loadShedding: true });
  const real = process.memoryUsage();
  memory = jest.spyOn(process, 'memoryUsage').mockReturnValue({
    ...real,
    heapUsed: 4 * 1024 * 1024 * 1024,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_300));
});
afterAll(async () => {
  memory.mockRestore();
  await ctx.close();
});

describe('an overloaded server', () => {
  it('answers a page request with a short HTML page and Retry-After', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/careers?from=home',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain('<title>Busy, please try again</title>');
    expect(response.body).toContain('Please try again in a few seconds.');
    // In the site's look: its name leading home, and a way to try again.
    expect(response.body).toContain(`<a href="/">${company.name}</a>`);
    expect(response.body).toContain('<a class="again" href="">Try again</a>');
  });

  it('keeps the JSON envelope for calls of the API, even from a browser', async () => {
    for (const accept of ['application/json', 'text/html,*/*']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/jobs',
        headers: { accept },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toEqual({
        success: false,
        message: 'The server is busy. Please try again in a few seconds.',
      });
    }
  });

  it('keeps the JSON envelope for a page address asked for JSON or sent a form', async () => {
    const asJson = await ctx.app.inject({
      method: 'GET',
      url: '/careers',
      headers: { accept: 'application/json' },
    });
    expect(asJson.statusCode).toBe(503);
    expect(asJson.json()).toMatchObject({ success: false });

    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: 'text/html' },
      payload: {},
    });
    expect(posted.statusCode).toBe(503);
    expect(posted.json()).toMatchObject({ success: false });
  });
});
