import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cacheBody, type CachedBody } from '../../lib/cached-body';
import { toJob } from './careers-views';
import { jobsVersion, listOpenJobs } from './jobs-repository';

export interface OpenJobsSnapshot {
  /** The jobs table's version this snapshot was read at. */
  version: string;
  jobs: ReturnType<typeof toJob>[];
  /** The `get-jobs` answer, serialized and compressed once. */
  body: CachedBody;
}

/**
 * The open jobs as /career and `GET /api/career/get-jobs` show them, rebuilt only when
 * the jobs table's version changes. Every request checks the version (one small query),
 * so a job posted or closed through any server shows on the next request.
 */
export function createOpenJobsSnapshot(db: Kysely<Database>): () => Promise<OpenJobsSnapshot> {
  let cached: { version: string; snapshot: Promise<OpenJobsSnapshot> } | undefined;

  async function build(version: string): Promise<OpenJobsSnapshot> {
    const jobs = (await listOpenJobs(db)).map(toJob);
    const body = await cacheBody(
      JSON.stringify({ success: true, data: jobs }),
      'application/json; charset=utf-8',
    );
    return { version, jobs, body };
  }

  return async function openJobs() {
    const version = await jobsVersion(db);
    if (cached?.version === version) return cached.snapshot;
    const entry = { version, snapshot: build(version) };
    cached = entry;
    entry.snapshot.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.snapshot;
  };
}
