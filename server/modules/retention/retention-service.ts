import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { RETENTION } from '@vistaar/shared/config/privacy';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { dialectOf } from '../../db/dialect';
import type { Database, RetentionKind } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { nextTurn } from '../../lib/next-turn';
import { pruneCounters } from '../../lib/rate-counter';
import {
  eraseApplication,
  eraseContactMessage,
  eraseVerificationShare,
  removeExpiredProcessingRecords,
  scrubAfterErasure,
  type ScrubLog,
} from '../erasure';
import { dueRecords } from './retention-rules';

export const RETENTION_KINDS: readonly RetentionKind[] = [
  'application',
  'contact_message',
  'verification_share',
];

/** What one run did: counts only, never who. */
export interface RetentionReport {
  runId: number;
  asOf: string;
  quarantined: Record<RetentionKind, number>;
  erased: Record<RetentionKind, number>;
  /** Records past their erasure day kept by a legal hold. */
  held: number;
}

/** The retention job erases as nobody in particular; the audit entry says why. */
const RETENTION_ACTOR: AuditActor = { staffId: null };
const ERASURE_REASON = 'retention';
/** Records erased per transaction; a run goes on until none is due. */
const ERASE_BATCH = 25;
const QUARANTINE_BATCH = 200;
/** For runs nobody watches (tests): the scrub's notes go nowhere. */
const QUIET: ScrubLog = { info: () => undefined, warn: () => undefined };

const zeroCounts = (): Record<RetentionKind, number> => ({
  application: 0,
  contact_message: 0,
  verification_share: 0,
});

const erasers = {
  application: eraseApplication,
  contact_message: eraseContactMessage,
  verification_share: eraseVerificationShare,
} as const;

/** Puts every record past its date into quarantine, to be erased RETENTION.quarantineDays after `asOf`. */
async function quarantineDue(
  db: Kysely<Database>,
  runId: number,
  asOf: string,
  now: Date,
): Promise<Record<RetentionKind, number>> {
  const counts = zeroCounts();
  const due = await dueRecords(db, asOf);
  const eraseOn = addDays(asOf, RETENTION.quarantineDays);
  for (let start = 0; start < due.length; start += QUARANTINE_BATCH) {
    const batch = due.slice(start, start + QUARANTINE_BATCH);
    // Another server quarantining the same record at the same moment: the unique pair keeps one.
    const inserted = await db
      .insertInto('retention_quarantine')
      .values(
        batch.map((record) => ({
          kind: record.kind,
          record_id: record.recordId,
          due_on: record.dueOn,
          quarantined_at: now.toISOString(),
          erase_on: eraseOn,
          hold_reason: null,
          held_by: null,
          held_at: null,
          run_id: runId,
        })),
      )
      .onConflict((oc) => oc.columns(['kind', 'record_id']).doNothing())
      .returning(['kind'])
      .execute();
    for (const row of inserted) counts[row.kind] += 1;
  }
  return counts;
}

/**
 * Erases the quarantined records whose day has come and that no hold keeps, a batch per
 * transaction. Each row is claimed (PostgreSQL: FOR UPDATE SKIP LOCKED; SQLite: one writer)
 * in the transaction that erases the record and deletes the row, so of two servers running
 * at once only one erases each record.
 */
async function eraseQuarantined(db: Kysely<Database>, asOf: string, log: ScrubLog, secret: string) {
  const counts = zeroCounts();
  const postgres = dialectOf(db) === 'postgres';
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('retention_quarantine')
        .select(['id', 'kind', 'record_id'])
        .where('erase_on', '<=', asOf)
        .where('hold_reason', 'is', null)
        .orderBy('id')
        .limit(ERASE_BATCH);
      if (postgres) due = due.forUpdate().skipLocked();
      const rows = await due.execute();
      for (const row of rows) {
        const erased = await erasers[row.kind](trx, row.record_id, {
          reason: ERASURE_REASON,
          actor: RETENTION_ACTOR,
          secret,
        });
        if (erased) counts[row.kind] += 1;
        // Already erased some other way (or gone): the row has nothing left to wait for.
        await trx.deleteFrom('retention_quarantine').where('id', '=', row.id).execute();
      }
      return rows.length;
    });
    if (done < ERASE_BATCH) break;
    await nextTurn();
  }
  if (sum(counts) > 0) await scrubAfterErasure(db, log);
  return counts;
}

async function countHeld(db: Kysely<Database>, asOf: string): Promise<number> {
  const row = await db
    .selectFrom('retention_quarantine')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('erase_on', '<=', asOf)
    .where('hold_reason', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const sum = (counts: Record<RetentionKind, number>) =>
  RETENTION_KINDS.reduce((total, kind) => total + counts[kind], 0);

async function execute(
  db: Kysely<Database>,
  runId: number,
  asOf: string,
  now: Date,
  log: ScrubLog,
  secret: string,
): Promise<RetentionReport> {
  const erased = await eraseQuarantined(db, asOf, log, secret);
  const quarantined = await quarantineDue(db, runId, asOf, now);
  const held = await countHeld(db, asOf);
  // Rate-limit windows older than two days count nothing any more.
  await pruneCounters(db);
  await removeExpiredProcessingRecords(db, now);
  await db
    .updateTable('retention_runs')
    .set({
      finished_at: new Date().toISOString(),
      quarantined: sum(quarantined),
      erased: sum(erased),
      held,
      details: JSON.stringify(
        Object.fromEntries(
          RETENTION_KINDS.map((kind) => [
            kind,
            { quarantined: quarantined[kind], erased: erased[kind] },
          ]),
        ),
      ),
    })
    .where('id', '=', runId)
    .execute();
  return { runId, asOf, quarantined, erased, held };
}

/**
 * Applies the retention rules as of a day, whatever day it really is: operators' command
 * and tests. Erasure comes before quarantine, so a record quarantined today never goes in the
 * same run.
 */
export async function runRetention(
  db: Kysely<Database>,
  options: { asOf: string; now?: Date; log?: ScrubLog; secret: string },
): Promise<RetentionReport> {
  const now = options.now ?? new Date();
  const run = await db
    .insertInto('retention_runs')
    .values({
      scheduled_on: null,
      as_of: options.asOf,
      trigger: 'command',
      started_at: now.toISOString(),
      finished_at: null,
      details: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return execute(db, run.id, options.asOf, now, options.log ?? QUIET, options.secret);
}

/**
 * The daily run for the India day of `now`: the first server to claim the day runs it; the
 * others (and this one, later that day) answer null.
 */
async function runDailyRetention(
  db: Kysely<Database>,
  now: Date,
  log: ScrubLog,
  secret: string,
): Promise<RetentionReport | null> {
  const day = indiaToday(now);
  const claimed = await db
    .insertInto('retention_runs')
    .values({
      scheduled_on: day,
      as_of: day,
      trigger: 'daily',
      started_at: now.toISOString(),
      finished_at: null,
      details: null,
    })
    .onConflict((oc) => oc.column('scheduled_on').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return null;
  return execute(db, claimed.id, day, now, log, secret);
}

export interface RetentionJob {
  /** The daily run for the day of `now` (by default the clock's), unless a server ran it already. Joins a run under way. */
  run(now?: Date): Promise<RetentionReport | null>;
  start(): void;
  stop(): Promise<void>;
}

/** How often each server checks whether today's run has happened; the first check of a day runs it. */
const RETENTION_CHECK_MS = 15 * 60_000;

/** Each server checks on its own timer; the day's claim in the database lets one of them run it. */
export function createRetentionJob(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Keys the hashes of the processing records erasures leave. */
  secret: string;
  clock?: () => Date;
  intervalMs?: number;
}): RetentionJob {
  const { db, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RetentionReport | null> | undefined;
  let stopped = false;

  const job: RetentionJob = {
    run(now) {
      if (stopped) return Promise.resolve(null);
      running ??= runDailyRetention(db, now ?? clock(), log, deps.secret)
        .then((report) => {
          if (report) {
            log.info(
              {
                event: 'privacy.retention_run',
                runId: report.runId,
                quarantined: sum(report.quarantined),
                erased: sum(report.erased),
                held: report.held,
              },
              'retention run finished',
            );
          }
          return report;
        })
        .catch((error: unknown) => {
          log.error({ err: error, event: 'privacy.retention_failed' }, 'retention run failed');
          return null;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    start() {
      timer = setInterval(() => void job.run(), deps.intervalMs ?? RETENTION_CHECK_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  return job;
}
