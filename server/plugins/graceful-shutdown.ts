import { Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A connection quiet this long since its last answer is closed when shutdown starts. */
const QUIET_MS = 250;
const SWEEP_MS = 50;
/** The longest shutdown waits for connections to end by themselves before Node closes the rest. */
const DRAIN_LIMIT_MS = 3_000;

interface ConnectionState {
  inFlight: number;
  lastActive: number;
}

/**
 * Shutdown closes keep-alive connections without cutting off a request. Closing a socket the
 * moment it looks idle (as Node's `server.close()` does) resets a request the client has just
 * sent on it, still in the network and not yet read. So the listener stops first (new
 * connections are refused), connections quiet for a while are closed, and the ones in use go
 * on being answered, each answer with `Connection: close`, which ends them cleanly; any that
 * falls quiet is closed on the next sweep. Only then, or after the drain limit, does Fastify
 * close the server. (The app answers requests that arrive while closing instead of a 503.)
 */
async function gracefulShutdown(app: FastifyInstance) {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  const connections = new Map<Socket, ConnectionState>();

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { inFlight: 0, lastActive: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('onRequest', async (request) => {
    const state = connections.get(request.raw.socket);
    if (!state) return;
    state.inFlight += 1;
    state.lastActive = Date.now();
    // 'close' fires once the answer is written or the client gave up: either way it is done.
    request.raw.once('close', () => {
      state.inFlight -= 1;
      state.lastActive = Date.now();
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });

  const sweep = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.inFlight === 0 && now - state.lastActive >= QUIET_MS) socket.destroy();
    }
  };
  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    // The plain TCP close stops accepting without Node's sweep of idle HTTP connections.
    Server.prototype.close.call(app.server);
    const drained = new Promise<void>((resolve) => {
      const deadline = Date.now() + DRAIN_LIMIT_MS;
      const step = () => {
        sweep();
        if (connections.size === 0 || Date.now() >= deadline) {
          clearInterval(sweeper);
          resolve();
        }
      };
      sweeper = setInterval(step, SWEEP_MS);
      sweeper.unref();
      step();
    });
    await drained;
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
}

export const gracefulShutdownPlugin = fp(gracefulShutdown, {
  name: 'graceful-shutdown',
  fastify: '5.x',
});
