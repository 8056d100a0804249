import { nextTurn } from '../../lib/next-turn';
import {
  periodicSweep,
  type PeriodicSweep,
  type SweepState,
  type SweepDeps,
} from '../../lib/periodic-sweep';
import { forgetExpiredMerges } from './candidate-merge-service';
import { recordDuplicatesOf } from './duplicate-detection';
import { listUncomparedCandidates } from './duplicates-repository';

export type DuplicateSweep = PeriodicSweep;

const DUPLICATE_SWEEP_MS = 60_000;
const CANDIDATES_PER_BATCH = 100;

/**
 * Compares every candidate whose details changed (a public application, a correction, a
 * merge) with the others, off the request, so an applicant's answer never depends on who
 * else is on file; and forgets merges past their 30 days of undo. Comparing twice stores
 * the same pairs, so two servers may both run it.
 */
export function createDuplicateSweep(deps: SweepDeps): DuplicateSweep {
  async function pass(sweepState: SweepState) {
    let found = 0;
    for (;;) {
      const batch = await listUncomparedCandidates(deps.db, CANDIDATES_PER_BATCH);
      for (const { id } of batch) {
        found += await deps.db
          .transaction()
          .execute((trx) => recordDuplicatesOf(trx, id, new Date().toISOString()));
        if (sweepState.stopped) return;
        // Each comparison reads every candidate sharing an employer or a birthday: after a
        // large import this pass runs for minutes, and requests go between candidates.
        await nextTurn();
      }
      if (batch.length < CANDIDATES_PER_BATCH) break;
    }
    const forgotten = await forgetExpiredMerges(deps.db);
    if (found || forgotten) {
      deps.log.info(
        { event: 'candidates.duplicate_sweep', pairs: found, mergesForgotten: forgotten },
        'candidates compared for duplicates',
      );
    }
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: DUPLICATE_SWEEP_MS,
    failure: {
      event: 'candidates.duplicate_sweep_failed',
      message: 'candidate duplicate sweep failed',
    },
  });
}
