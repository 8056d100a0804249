import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  decorateBackgroundWork,
  type BackgroundWork,
  type TimerOptions,
} from '../lib/background-work';
import type { SweepDeps } from '../lib/periodic-sweep';

/**
 * The plugin of one piece of background work (a sweep, a sender, a runner): built from the
 * database, the log and the period a test may shorten, plus whatever else `create` reads off
 * the app, and decorated on the app under its own name, tied to the server's life.
 */
export function backgroundWorkPlugin(definition: {
  name: string;
  /** The app's decoration, declared by the plugin's own file. */
  decoration: keyof FastifyInstance & string;
  dependencies: string[];
  create: (app: FastifyInstance, base: SweepDeps) => BackgroundWork;
}) {
  return fp<TimerOptions>(
    async (app, options) => {
      const base = { db: app.database.db, log: app.log, intervalMs: options.intervalMs };
      decorateBackgroundWork(app, definition.decoration, definition.create(app, base));
    },
    { name: definition.name, fastify: '5.x', dependencies: definition.dependencies },
  );
}
