import type { FastifyInstance } from 'fastify';

/** A timer plugin's tuning. */
export interface TimerOptions {
  /** How often this server looks for work; tests shorten it. */
  intervalMs?: number;
}

/** Work a server does on its own timer (a sweep, a sender, a runner). */
export interface BackgroundWork {
  start(): unknown;
  stop(): unknown;
}

/**
 * Decorates the app with its background work and ties the work to the server's life: started
 * once the server is ready, stopped in `preClose`, so the pass under way ends before the
 * `onClose` hooks close the mailer and the database it still needs.
 */
export function decorateBackgroundWork(
  app: FastifyInstance,
  name: string,
  work: BackgroundWork,
): void {
  app.decorate<BackgroundWork>(name, work);
  app.addHook('onReady', async () => {
    await work.start();
  });
  app.addHook('preClose', async () => {
    await work.stop();
  });
}
