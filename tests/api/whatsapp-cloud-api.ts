import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the product posted (the template part when it sent one). */
interface SentBody {
  to: string;
  template: { name: string; components: { parameters: { type: string; text: string }[] }[] };
}

interface Recorded {
  url: string;
  authorization: string | undefined;
  body: SentBody;
}

/**
 * The Cloud API's messages endpoint as documented: records each request and answers a new
 * wamid, or the documented error envelope when `nextError` is set.
 */
export async function startCloudApi() {
  const requests: Recorded[] = [];
  let counter = 0;
  const state: { nextError?: { status: number; code: number; message: string } } = {};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SentBody;
      requests.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      const error = state.nextError;
      if (error) {
        state.nextError = undefined;
        response.statusCode = error.status;
        response.end(
          JSON.stringify({
            error: {
              message: error.message,
              type: 'OAuthException',
              code: error.code,
              error_subcode: 2494010,
              fbtrace_id: 'AbCdEf',
            },
          }),
        );
        return;
      }
      counter += 1;
      response.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.TEST${counter}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/v21.0`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
