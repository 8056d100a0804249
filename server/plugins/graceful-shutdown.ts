import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once closing starts, every answer says `Connection: close` and idle keep-alive sockets are
 * closed as they appear; otherwise a connection answered during shutdown would sit idle for
 * the whole keep-alive timeout and hold the process past its shutdown limit.
 */
async function gracefulShutdown(app: FastifyInstance) {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;

  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
}

export const gracefulShutdownPlugin = fp(gracefulShutdown, {
  name: 'graceful-shutdown',
  fastify: '5.x',
});
