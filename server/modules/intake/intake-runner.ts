import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { findJob } from '../careers';
import { findStoredFile } from '../files';
import { parseResume, type ResumeParseResult } from '../resume-parsing';
import { claimIntakeItems, finishParsing, renewIntakeLeases } from './intake-repository';
import { purgeExpiredIntake } from './intake-service';

/** Parses at once on one server: the engine's own limit, so none waits on the engine. */
const CONCURRENCY = 2;
/**
 * Longer than a parse may take (the engine gives up after 20 s), renewed while it runs, so a
 * server that stops mid-parse holds its items back for this long at most.
 */
const LEASE_MS = 60_000;
const RENEW_MS = 20_000;
/** A file that ended its parser twice is not tried again: it is shown as unreadable. */
const MAX_ATTEMPTS = 3;
const PURGE_EVERY_MS = 6 * 3_600_000;

export interface IntakeRunner {
  /** Looks for queued items now (after an upload), without waiting for them. */
  kick(): void;
  /** One pass: claims what it can and parses it; resolves when those parses are done. */
  runOnce(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const leaseEnd = () => new Date(Date.now() + LEASE_MS).toISOString();

function readJobSkills(skills: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(skills ?? '[]');
    return Array.isArray(value) ? value.filter((skill) => typeof skill === 'string') : [];
  } catch {
    return [];
  }
}

/** The item's status for a parse's outcome: read, read but empty, or unreadable. */
function outcomeColumns(result: ResumeParseResult) {
  if (result.status === 'parsed') {
    return { status: 'review' as const, proposals: JSON.stringify(result), parse_message: null };
  }
  if (result.status === 'no_text') {
    return { status: 'no_text' as const, proposals: JSON.stringify(result), parse_message: null };
  }
  // The reviewer still reads the file and types the details in.
  return { status: 'review' as const, proposals: null, parse_message: result.message };
}

/**
 * Every server runs one: it claims queued items (and items whose parser's lease ran out) with
 * a lease it renews while parsing, parses them in the engine's worker threads and writes the
 * proposals, so no request ever waits for a parse.
 */
export function createIntakeRunner(options: {
  db: Kysely<Database>;
  dialect: DialectName;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): IntakeRunner {
  const { db, log } = options;
  const token = randomUUID();
  const active = new Set<number>();
  const parses = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let renewer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastPurge = 0;

  async function parseOne(item: {
    id: number;
    file_id: number | null;
    file_type: string | null;
    job_id: number | null;
    attempts: number;
  }) {
    const file = item.file_id === null ? undefined : await findStoredFile(db, item.file_id);
    const type = item.file_type as 'pdf' | 'doc' | 'docx' | null;
    let columns: ReturnType<typeof outcomeColumns>;
    if (!file || !type) {
      columns = { status: 'review', proposals: null, parse_message: 'The file is missing.' };
    } else if (item.attempts > MAX_ATTEMPTS) {
      columns = {
        status: 'review',
        proposals: null,
        parse_message: 'The file could not be read; it may be damaged.',
      };
    } else {
      const job = item.job_id === null ? undefined : await findJob(db, item.job_id);
      const result = await parseResume(new Uint8Array(file.content), type, {
        jobSkills: readJobSkills(job?.skills),
      });
      columns = outcomeColumns(result);
    }
    await finishParsing(db, item.id, token, columns);
    log.info({ event: 'intake.parsed', itemId: item.id, status: columns.status }, 'resume read');
  }

  async function claimAndParse() {
    const free = CONCURRENCY - active.size;
    if (free <= 0 || stopped) return;
    const claimed = await claimIntakeItems(db, options.dialect, {
      limit: free,
      token,
      leaseUntil: leaseEnd(),
    });
    for (const item of claimed) {
      active.add(item.id);
      const parse = parseOne(item)
        .catch((error) =>
          log.error(
            { err: error, event: 'intake.parse_failed', itemId: item.id },
            'intake parse failed',
          ),
        )
        .finally(() => {
          active.delete(item.id);
          parses.delete(parse);
          // A place is free: take the next queued item at once.
          if (!stopped) runner.kick();
        });
      parses.add(parse);
    }
  }

  async function purgeNowAndThen() {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    const removed = await purgeExpiredIntake(db);
    if (removed > 0) log.info({ event: 'intake.purged', removed }, 'expired intake items deleted');
  }

  const runner: IntakeRunner = {
    kick() {
      void claimAndParse().catch((error) =>
        log.error({ err: error, event: 'intake.claim_failed' }, 'intake claim failed'),
      );
    },
    async runOnce() {
      await claimAndParse();
      await Promise.all([...parses]);
    },
    start() {
      stopped = false;
      const tick = () => {
        runner.kick();
        void purgeNowAndThen().catch((error) =>
          log.error({ err: error, event: 'intake.purge_failed' }, 'intake purge failed'),
        );
      };
      timer = setInterval(tick, options.intervalMs ?? 5_000);
      timer.unref();
      renewer = setInterval(() => {
        if (active.size === 0) return;
        void renewIntakeLeases(db, [...active], token, leaseEnd()).catch((error) =>
          log.error({ err: error, event: 'intake.renew_failed' }, 'intake lease renewal failed'),
        );
      }, RENEW_MS);
      renewer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(renewer);
      await Promise.all([...parses]);
    },
  };
  return runner;
}
