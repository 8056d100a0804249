import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_STAFF } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

jest.setTimeout(30_000);

describe(`shutdown (${dialect})`, () => {
  it('closes keep-alive connections answered during shutdown instead of waiting out their timeout', async () => {
    const ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const signIn = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const request = http.request(
          {
            agent,
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode!, connection: response.headers.connection }),
            );
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ emailId: TEST_STAFF.email, password: TEST_STAFF.password }));
      });

    // A first round opens keep-alive sockets; the second is in flight when shutdown starts.
    await Promise.all([signIn(), signIn(), signIn()]);
    const inFlight = [signIn(), signIn(), signIn()];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await ctx.app.close();
    const closedInMs = Date.now() - started;
    const answers = await Promise.all(inFlight);
    agent.destroy();
    await ctx.close();

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(closedInMs).toBeLessThan(5_000);
  });
});
