import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appPaths } from '../../src/shared/config/routes';

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Website not built</title></head>
<body><div id="root"><h1>The website has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></div></body></html>`;

/**
 * Serves the built app: hashed assets cached for a year, the app's HTML with 200
 * for every route of the product and with 404 for anything else, so crawlers see
 * a real 404 while the app still shows its own not-found page.
 */
export async function registerSpa(app: FastifyInstance, options: { clientDir: string }) {
  const indexFile = path.join(options.clientDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : MISSING_BUILD_HTML;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(options.clientDir, filePath);
        res.setHeader(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);

  for (const route of appPaths) {
    app.get(route, { schema: { hide: true } }, (_request, reply) => sendIndex(reply, 200));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ success: false, message: 'No such API endpoint.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: 'Not found.' });
    }
    return sendIndex(reply, 404);
  });
}
