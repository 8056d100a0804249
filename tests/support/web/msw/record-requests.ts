import { server } from './server';

/**
 * The requests of one method and path from now on, in order, each as `read` gives it
 * (the URL by default). The list lives until the test ends (jest-web-setup.ts stops listening).
 */
export function recordRequests<T = URL>(
  method: string,
  path: string,
  read: (request: Request) => T | Promise<T> = (request) => new URL(request.url) as T,
): T[] {
  const seen: T[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== method || new URL(request.url).pathname !== path) return;
    // A body read is a promise (of another realm than the test's, so no instanceof).
    void Promise.resolve(read(request.clone())).then((value) => seen.push(value));
  });
  return seen;
}
