import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso, type DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { periodicSweep, type PeriodicSweep, type SweepState } from '../../lib/periodic-sweep';
import { readSkills } from '../careers';
import { detectResumeType, findStoredFile } from '../files';
import { parseResume, type ResumeParseResult } from '../resume-parsing';
import {
  claimResumeReads,
  finishResumeRead,
  insertReadResumeText,
  resumeFilesOf,
} from './resume-reads-repository';

export type ResumeTextSweep = PeriodicSweep;

const RESUME_TEXT_SWEEP_MS = 15_000;
/** The parser's own limit of parses at once: more would only wait for it. */
const READS_PER_BATCH = 2;
/**
 * Longer than a read may take (the parser gives up after a minute, and may first wait for a
 * free worker), so a server that stops mid-read holds its applications back this long at most.
 */
const LEASE_MS = 5 * 60_000;
/** A file that ended its reader this often is not tried again. */
const MAX_ATTEMPTS = 3;

type Outcome = 'parsed' | 'no_text' | 'failed';

async function readResume(
  db: Kysely<Database>,
  application: { resume_file_id: number; job_skills: string | null },
): Promise<ResumeParseResult | undefined> {
  const file = await findStoredFile(db, application.resume_file_id);
  if (!file) return undefined;
  const type = await detectResumeType(file.content);
  if (!type) return undefined;
  return parseResume(new Uint8Array(file.content), type, {
    jobSkills: application.job_skills ? readSkills(application.job_skills) : [],
  });
}

/**
 * Reads the resume of every application that came without its text (the public form, a
 * recruiter adding a candidate by hand) in the parser's worker threads, off every request, so
 * the talent pool finds a candidate by the words of their resume. The application itself is
 * already saved: a read that fails leaves it as it was. Each read is claimed in the database
 * with a lease, so two servers never read one resume at once, and a server that stops
 * mid-read leaves it to the next.
 */
export function createResumeTextSweep(deps: {
  db: Kysely<Database>;
  dialect: DialectName;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): ResumeTextSweep {
  const { db, log } = deps;
  const token = randomUUID();

  async function readOne(
    claimed: { application_id: number; attempts: number },
    application: { resume_file_id: number; job_skills: string | null } | undefined,
  ) {
    const result =
      application && claimed.attempts <= MAX_ATTEMPTS
        ? await readResume(db, application)
        : undefined;
    const outcome: Outcome = result?.status ?? 'failed';
    await db.transaction().execute(async (trx) => {
      if (!(await finishResumeRead(trx, claimed.application_id, token, outcome, nowIso()))) return;
      if (result?.status !== 'parsed') return;
      await insertReadResumeText(trx, claimed.application_id, {
        text: result.text,
        skills: (result.fields.skills ?? []).map((skill) => skill.value).join(', '),
        at: nowIso(),
      });
    });
    log.info(
      { event: 'talent_pool.resume_read', applicationId: claimed.application_id, outcome },
      'application resume read',
    );
  }

  async function pass(state: SweepState) {
    let read = 0;
    while (!state.stopped) {
      const now = new Date();
      const claimed = await claimResumeReads(db, deps.dialect, {
        limit: READS_PER_BATCH,
        token,
        leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
        now: now.toISOString(),
      });
      if (claimed.length === 0) break;
      const applications = new Map(
        (
          await resumeFilesOf(
            db,
            claimed.map((row) => row.application_id),
          )
        ).map((row) => [row.id, row]),
      );
      await Promise.all(
        claimed.map((row) =>
          readOne(row, applications.get(row.application_id)).catch((error: unknown) =>
            log.error(
              {
                err: error,
                event: 'talent_pool.resume_read_failed',
                applicationId: row.application_id,
              },
              'application resume read failed',
            ),
          ),
        ),
      );
      read += claimed.length;
    }
    if (read > 0) log.info({ event: 'talent_pool.resume_sweep', read }, 'application resumes read');
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: RESUME_TEXT_SWEEP_MS,
    failure: {
      event: 'talent_pool.resume_sweep_failed',
      message: 'application resume sweep failed',
    },
  });
}
