import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A connection quiet this long since its last answer is closed when shutdown starts. */
const QUIET_MS = 250;
const SWEEP_MS = 50;
/** Sweeps in a row that must find a connection quiet before it is closed (see below). */
const QUIET_SWEEPS = 2;
/** The longest shutdown waits for connections to end by themselves before Node closes the rest. */
const DRAIN_LIMIT_MS = 3_000;

interface ConnectionState {
  inFlight: number;
  lastActive: number;
  /** The socket's bytesRead when a sweep last looked: more since means a request is arriving. */
  bytesRead: number;
  quietSweeps: number;
}

/**
 * Shutdown closes keep-alive connections without cutting off a request. Closing a socket the
 * moment it looks idle (as Node's `server.close()` does) resets a request the client has just
 * sent on it, still in the network and not yet read. So the listener stops first (new
 * connections are refused), connections quiet for a while are closed, and the ones in use go
 * on being answered, each answer with `Connection: close`, which ends them cleanly; any that
 * falls quiet is closed on a later sweep. Only then, or after the drain limit, does Fastify
 * close the server. (The app answers requests that arrive while closing instead of a 503.)
 *
 * Quiet is not judged by the clock alone. When the process stalls (a busy machine), the clock
 * jumps while requests sent meanwhile wait unread, and timers run before pending reads are
 * taken in; so a connection is closed only once two sweeps, with the reading of sockets
 * between them, found it without a request and without a byte read.
 */
async function gracefulShutdown(app: FastifyInstance) {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  const connections = new Map<Socket, ConnectionState>();

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { inFlight: 0, lastActive: Date.now(), bytesRead: 0, quietSweeps: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // Node's own event, emitted as soon as a request's head is read, before any hook runs.
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.inFlight += 1;
    state.lastActive = Date.now();
    // 'close' fires once the answer is written or the client gave up: either way it is done.
    response.once('close', () => {
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
      const readSince = socket.bytesRead !== state.bytesRead;
      state.bytesRead = socket.bytesRead;
      if (state.inFlight > 0 || readSince) {
        state.quietSweeps = 0;
        continue;
      }
      state.quietSweeps += 1;
      if (state.quietSweeps >= QUIET_SWEEPS && now - state.lastActive >= QUIET_MS) {
        socket.destroy();
      }
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
