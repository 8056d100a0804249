import {
  inLoggedBatches,
  periodicSweep,
  type PeriodicSweep,
  type SweepState,
  type SweepDeps,
} from '../../lib/periodic-sweep';
import { expireLapsedOffers } from './offer-service';

export type OfferExpirySweep = PeriodicSweep;

const OFFER_EXPIRY_SWEEP_MS = 10 * 60_000;
const OFFERS_PER_BATCH = 200;

/**
 * Closes offers sent and unanswered past their last valid day, on each server's timer; the
 * status change is the claim, so two servers expire (and record) each offer once.
 */
export function createOfferExpirySweep(deps: SweepDeps): OfferExpirySweep {
  async function pass(sweepState: SweepState) {
    await inLoggedBatches(
      sweepState,
      OFFERS_PER_BATCH,
      () => expireLapsedOffers(deps.db, OFFERS_PER_BATCH),
      deps.log,
      { event: 'offers.expired', message: 'offers past their validity expired' },
    );
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: OFFER_EXPIRY_SWEEP_MS,
    failure: { event: 'offers.expiry_sweep_failed', message: 'offer expiry sweep failed' },
  });
}
