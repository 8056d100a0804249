import net from 'node:net';
import { Writable } from 'node:stream';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, multipart, samplePdf, validApplication } from './careers-fixtures';

interface LogLine {
  level: number;
  event?: string;
  msg?: string;
  res?: { statusCode?: number };
}

/**
 * A client that goes away in the middle of its upload is the client's doing: the log says so
 * at info level, and nothing in it reads as a server fault (no error, no database outage, no
 * 5xx).
 */
describe(`an upload the client breaks off (${dialect})`, () => {
  let ctx: TestContext;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    ctx = await createTestApp({}, { logger: { level: 'info', stream } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('logs it at info as the client going away, never as a database outage or a 5xx', async () => {
    const { payload, headers } = multipart({
      formData: validApplication(),
      file: { content: Buffer.concat([samplePdf(), Buffer.alloc(200_000, 0x20)]) },
    });
    const body = Buffer.from(payload);
    const { port } = ctx.app.server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/career/apply-jobs HTTP/1.1\r\nHost: localhost\r\n` +
            `Content-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body.subarray(0, Math.floor(body.length / 2)), () => {
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 100);
        });
      });
    });
    // The server notices the broken-off body and finishes the request.
    const deadline = Date.now() + 5_000;
    while (!lines.some((line) => line.event === 'request.aborted') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lines.filter((line) => line.event === 'request.aborted')).toEqual([
      expect.objectContaining({ level: 30 }),
    ]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.event === 'database.unavailable')).toEqual([]);
    expect(lines.filter((line) => (line.res?.statusCode ?? 0) >= 500)).toEqual([]);
    expect(await ctx.database.db.selectFrom('job_applications').select('id').execute()).toEqual([]);
  });
});
