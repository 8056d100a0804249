import type { Kysely } from 'kysely';
import { indiaToday } from '@vistaar/shared/lib/job-dates';
import type { Database } from '../../db/schema';
import { cacheBody, type CachedBody } from '../../lib/cached-body';
import { toJob } from './job-views';
import { jobsVersion, listOpenJobs } from './jobs-repository';

export interface OpenJobsSnapshot {
  /** The jobs table's version this snapshot was read at. */
  version: string;
  jobs: ReturnType<typeof toJob>[];
  /** The `get-jobs` answer, serialized and compressed once. */
  body: CachedBody;
}

export interface OpenJobsCache {
  /** The current snapshot, rebuilt when the jobs table's version has changed. */
  openJobs(): Promise<OpenJobsSnapshot>;
  /** This server changed jobs: check the version on the next request. */
  invalidate(): void;
}

/**
 * How long a version check stands. A change made through this server is seen on the next
 * request (it invalidates); one made through another server sharing the database, within
 * this time.
 */
const VERSION_CHECK_MS = 1_000;

/**
 * The open jobs as /career and `GET /api/career/get-jobs` show them, rebuilt only when the
 * jobs table's version changes.
 */
export function createOpenJobsCache(db: Kysely<Database>): OpenJobsCache {
  let cached: { version: string; snapshot: Promise<OpenJobsSnapshot> } | undefined;
  let checkedAt = 0;

  async function build(version: string, today: string): Promise<OpenJobsSnapshot> {
    const jobs = (await listOpenJobs(db, today)).map(toJob);
    const body = await cacheBody(
      JSON.stringify({ success: true, data: jobs }),
      'application/json; charset=utf-8',
    );
    return { version, jobs, body };
  }

  async function openJobs() {
    if (cached && Date.now() - checkedAt < VERSION_CHECK_MS) return cached.snapshot;
    const today = indiaToday();
    const version = await jobsVersion(db, today);
    checkedAt = Date.now();
    if (cached?.version === version) return cached.snapshot;
    const entry = { version, snapshot: build(version, today) };
    cached = entry;
    entry.snapshot.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.snapshot;
  }

  return {
    openJobs,
    invalidate() {
      checkedAt = 0;
    },
  };
}
