import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appendLedger } from './ledger';
import { claimUnrecordedExpiries } from './share-repository';
import { deleteExpiredSessions } from '../verification';

/**
 * Writes the ledger's 'expired' entry, dated when the share expired, for the shares in scope
 * whose expiry has passed and is not recorded yet; answers how many it wrote.
 */
export function recordExpiries(
  db: Kysely<Database>,
  scope: { shareId?: number; employeeId?: number; limit?: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimUnrecordedExpiries(trx, new Date().toISOString(), scope);
    for (const share of claimed) {
      await appendLedger(trx, {
        employeeId: share.employee_id,
        shareId: share.id,
        event: 'expired',
        occurredAt: share.expires_at,
      });
    }
    return claimed.length;
  });
}

export interface ShareExpirySweep {
  /** One pass over every share that has expired unrecorded. Asked for while a pass runs, it joins it. */
  run(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** Shares recorded per transaction; a pass goes on until none is left. */
const SHARES_PER_BATCH = 200;
const SHARE_EXPIRY_SWEEP_MS = 60_000;

/**
 * Each server sweeps on its own timer, so the ledger shows an expiry within a minute whether or
 * not anyone opens the link; the claim in the database lets only one of them write each entry.
 */
export function createShareExpirySweep(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): ShareExpirySweep {
  const { db, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function pass() {
    let total = 0;
    for (;;) {
      const written = await recordExpiries(db, { limit: SHARES_PER_BATCH });
      total += written;
      if (written < SHARES_PER_BATCH || stopped) break;
    }
    await deleteExpiredSessions(db, new Date().toISOString());
    if (total) {
      log.info(
        { event: 'verification.expiries_recorded', count: total },
        'share expiries recorded',
      );
    }
  }

  const sweep: ShareExpirySweep = {
    run() {
      if (stopped) return Promise.resolve();
      running ??= pass()
        .catch((error: unknown) =>
          log.error(
            { err: error, event: 'verification.expiry_sweep_failed' },
            'share expiry sweep failed',
          ),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    start() {
      timer = setInterval(() => void sweep.run(), deps.intervalMs ?? SHARE_EXPIRY_SWEEP_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  return sweep;
}
