import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { expireLapsedOffers } from './offer-service';

export interface OfferExpirySweep {
  /** One pass; asked for while a pass runs, it joins it. */
  run(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const OFFER_EXPIRY_SWEEP_MS = 10 * 60_000;
const OFFERS_PER_BATCH = 200;

/**
 * Closes offers sent and unanswered past their last valid day, on each server's timer; the
 * status change is the claim, so two servers expire (and record) each offer once.
 */
export function createOfferExpirySweep(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): OfferExpirySweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function pass() {
    let total = 0;
    for (;;) {
      const expired = await expireLapsedOffers(deps.db, OFFERS_PER_BATCH);
      total += expired;
      if (expired < OFFERS_PER_BATCH || stopped) break;
    }
    if (total)
      deps.log.info(
        { event: 'offers.expired', count: total },
        'offers past their validity expired',
      );
  }

  const sweep: OfferExpirySweep = {
    run() {
      if (stopped) return Promise.resolve();
      running ??= pass()
        .catch((error: unknown) =>
          deps.log.error(
            { err: error, event: 'offers.expiry_sweep_failed' },
            'offer expiry sweep failed',
          ),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    start() {
      timer = setInterval(() => void sweep.run(), deps.intervalMs ?? OFFER_EXPIRY_SWEEP_MS);
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
