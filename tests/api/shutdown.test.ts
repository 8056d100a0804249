import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_STAFF } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

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

  it('answers requests arriving on kept-alive connections during shutdown with Connection: close instead of resetting them, even after a stall', async () => {
    const ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const outcomes: string[] = [];
    let stop = false;
    const health = () =>
      new Promise<string>((resolve) => {
        const request = http.request(
          { agent, port, host: '127.0.0.1', path: '/api/health' },
          (response) => {
            response.resume();
            response.on('end', () => {
              outcomes.push(`${response.statusCode} ${response.headers.connection}`);
              resolve(outcomes.at(-1)!);
            });
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          outcomes.push(error.code ?? error.message);
          resolve(outcomes.at(-1)!);
        });
        request.end();
      });
    // Four clients reuse their connections without pause, as a load balancer does.
    const answered = new Set<number>();
    const clients = [0, 1, 2, 3].map(async (client) => {
      while (!stop) if ((await health()).startsWith('200')) answered.add(client);
    });
    // Each client has had an answer, so each holds a connection the server took in. On a loaded
    // machine a fixed wait was not always enough, and a connection the server has not yet
    // accepted when its listener closes is refused by the kernel with a reset: not this case.
    while (answered.size < clients.length) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The process stalls just before shutdown starts, as it does on a busy machine, with
    // requests sent and not yet read: the connections look quiet by the clock, yet they are not.
    const stalledUntil = Date.now() + 400;
    while (Date.now() < stalledUntil);
    const closed = ctx.app.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await closed;
    await Promise.all(clients);
    agent.destroy();
    await ctx.close();

    // A connection is reset only when a request it carried was dropped; a refused new one is fine.
    expect(outcomes).not.toContain('ECONNRESET');
    expect(outcomes).toContain('200 close');
    expect(outcomes.filter((outcome) => /^\d/.test(outcome) && !outcome.startsWith('200'))).toEqual(
      [],
    );
  });
});
