import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../db/dialect';
import {
  inLoggedBatches,
  periodicSweep,
  type PeriodicSweep,
  type SweepState,
} from '../../lib/periodic-sweep';
import { claimDueNudges } from './scheduling-links-repository';
import { nudgeSchedulingLink, type SchedulingDeps } from './scheduling-link-service';
import { readDueCalendar } from './staff-calendar-service';
import { calendarsToRead } from './staff-calendar-repository';

export type SchedulingSweep = PeriodicSweep;

const SCHEDULING_SWEEP_MS = 60_000;
/** A member's own calendar is read again once its last read is this old. */
const CALENDAR_REFRESH_MS = 15 * 60_000;
const CALENDARS_PER_PASS = 20;
const NUDGES_PER_BATCH = 50;

export interface SchedulingSweepDeps extends SchedulingDeps {
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * What self-scheduling does on every server's timer: reads the members' own calendars whose
 * copy is older than a quarter of an hour (one server per calendar, by a claim on its read
 * time), and sends the one nudge of each link nobody booked from within two days (claimed in
 * the transaction that queues it, like the interview reminders).
 */
export function createSchedulingSweep(deps: SchedulingSweepDeps): SchedulingSweep {
  const { db, log } = deps;

  async function readCalendars(state: SweepState) {
    const before = new Date(Date.now() - CALENDAR_REFRESH_MS).toISOString();
    for (const calendar of await calendarsToRead(db, before, CALENDARS_PER_PASS)) {
      if (state.stopped) return;
      await readDueCalendar(deps, calendar, before);
    }
  }

  async function nudgeBatch(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const claimed = await claimDueNudges(trx, nowIso(), NUDGES_PER_BATCH);
      for (const link of claimed) await nudgeSchedulingLink(deps, trx, link);
      return claimed.length;
    });
  }

  async function pass(state: SweepState) {
    const nudged = await inLoggedBatches(state, NUDGES_PER_BATCH, nudgeBatch, log, {
      event: 'interviews.booking_nudges_queued',
      message: 'booking nudges queued',
    });
    if (nudged) await Promise.all([deps.mailer.flush(), deps.whatsapp.flush()]);
    await readCalendars(state);
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: SCHEDULING_SWEEP_MS,
    failure: { event: 'interviews.scheduling_sweep_failed', message: 'scheduling sweep failed' },
  });
}
