import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the product posted to the GatewayAPI (its form fields). */
type SentForm = Record<string, string>;

/**
 * Gupshup Enterprise's GatewayAPI as documented for `method=SendMessage&format=json`: records
 * each request's form and answers `{"response":{"id","phone","details","status":"success"}}`
 * with a new message id, or the documented error answer (`status: "error"`, the error code
 * as `id`, the reason as `details`) for each of `failures` in turn. It refuses, as Gupshup does, a
 * message without the DLT entity, template and sender header.
 */
export async function startGupshupApi() {
  const requests: SentForm[] = [];
  let counter = 0;
  const state: { failures: { httpStatus: number; code: string; details: string }[] } = {
    failures: [],
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push(form);
      response.setHeader('content-type', 'application/json');
      const answer = (httpStatus: number, body: Record<string, string>) => {
        response.statusCode = httpStatus;
        response.end(JSON.stringify({ response: body }));
      };
      const error = state.failures.shift();
      if (error) {
        answer(error.httpStatus, {
          id: error.code,
          phone: form.send_to ?? '',
          details: error.details,
          status: 'error',
        });
        return;
      }
      if (!form.principalEntityId || !form.dltTemplateId || !form.mask) {
        answer(200, {
          id: '322',
          phone: form.send_to ?? '',
          details: 'DLT parameters are missing',
          status: 'error',
        });
        return;
      }
      counter += 1;
      answer(200, {
        id: `35627074987949890${counter}-328736121207676738`,
        phone: form.send_to ?? '',
        details: '',
        status: 'success',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/GatewayAPI/rest`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
