import {
  inLoggedBatches,
  periodicSweep,
  type PeriodicSweep,
  type SweepState,
  type SweepDeps,
} from '../../lib/periodic-sweep';
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

export type ShareExpirySweep = PeriodicSweep;

/** Shares recorded per transaction; a pass goes on until none is left. */
const SHARES_PER_BATCH = 200;
const SHARE_EXPIRY_SWEEP_MS = 60_000;

/**
 * Each server sweeps on its own timer, so the ledger shows an expiry within a minute whether or
 * not anyone opens the link; the claim in the database lets only one of them write each entry.
 */
export function createShareExpirySweep(deps: SweepDeps): ShareExpirySweep {
  const { db, log } = deps;

  async function pass(sweepState: SweepState) {
    await inLoggedBatches(
      sweepState,
      SHARES_PER_BATCH,
      () => recordExpiries(db, { limit: SHARES_PER_BATCH }),
      log,
      { event: 'verification.expiries_recorded', message: 'share expiries recorded' },
    );
    await deleteExpiredSessions(db, new Date().toISOString());
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: SHARE_EXPIRY_SWEEP_MS,
    failure: { event: 'verification.expiry_sweep_failed', message: 'share expiry sweep failed' },
  });
}
