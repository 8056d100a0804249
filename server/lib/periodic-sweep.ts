import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nextTurn } from './next-turn';

/**
 * Work every server does on its own timer (due e-mails, reminders, expiries, digests). Each
 * pass claims its rows in the database, so two servers never do one thing twice; here only
 * the timer, one pass at a time, and a stop that lets the pass under way finish.
 */
export interface PeriodicSweep {
  /** One pass now; asked for while a pass runs, it joins that one. */
  run(): Promise<void>;
  start(): void;
  /** No pass starts after this; the one under way ends first. */
  stop(): Promise<void>;
}

/** What every sweep is built with: the database, the log, and its period (tests shorten it). */
export interface SweepDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/** What a pass reads to end early when the server is stopping. */
export interface SweepState {
  readonly stopped: boolean;
}

/**
 * Runs `batch` (which claims and handles at most `batchSize` rows, answering how many) until a
 * batch comes back short, when nothing is left, or the server is stopping; answers the total.
 */
export async function inBatches(
  state: SweepState,
  batchSize: number,
  batch: () => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await batch();
    total += taken;
    if (taken < batchSize || state.stopped) return total;
    await nextTurn();
  }
}

/**
 * `inBatches`, then one log line with the total, so a pass that found nothing to do stays out
 * of the log; answers the total.
 */
export async function inLoggedBatches(
  state: SweepState,
  batchSize: number,
  batch: () => Promise<number>,
  log: Pick<FastifyBaseLogger, 'info'>,
  done: { event: string; message: string },
): Promise<number> {
  const total = await inBatches(state, batchSize, batch);
  if (total) log.info({ event: done.event, count: total }, done.message);
  return total;
}

/** Runs one pass; a failure is logged, not thrown: the next pass tries again. */
export function loggedPass(
  pass: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
  failure: { event: string; message: string },
): Promise<void> {
  return pass().catch((error: unknown) =>
    log.error({ err: error, event: failure.event }, failure.message),
  );
}

/** A sweep on the period its deps name (a test's), else on its own `defaultIntervalMs`. */
export function periodicSweep(
  deps: Pick<SweepDeps, 'log' | 'intervalMs'>,
  options: {
    pass: (state: SweepState) => Promise<void>;
    defaultIntervalMs: number;
    /** The log line of a failed pass; the next pass tries again. */
    failure: { event: string; message: string };
  },
): PeriodicSweep {
  const intervalMs = deps.intervalMs ?? options.defaultIntervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const state = { stopped: false };

  const sweep: PeriodicSweep = {
    run() {
      if (state.stopped) return Promise.resolve();
      running ??= loggedPass(() => options.pass(state), deps.log, options.failure).finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      timer = setInterval(() => void sweep.run(), intervalMs);
      timer.unref();
    },
    async stop() {
      state.stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  return sweep;
}
