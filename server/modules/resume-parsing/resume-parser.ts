import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RESUME_MAX_BYTES } from '@vistaar/shared/config/constants';
import type { ResumeType } from '../files';
import type { ResumeProposals } from './proposal';
import type { FailureReason } from './text-extraction';

/**
 * Parsing gives up after this long; the recruiter types the details instead. A resume parses in
 * well under a second alone, but a worker's start and pdf.js's load took over 20 s on a two-core
 * server busy with other work, which flagged good resumes as unreadable; the heap limit below
 * is what stops a hostile file, this only a hung one.
 */
const TIME_LIMIT_MS = 60_000;

/** The worker's heap: a hostile file that inflates past this ends the worker, not the server. */
const WORKER_HEAP_MB = 256;

const FAILURE_MESSAGES: Record<FailureReason, string> = {
  corrupt: 'The file could not be read; it may be damaged.',
  password: 'The file is password-protected, so it could not be read.',
  timeout: 'Reading the file took too long.',
  too_large: 'The file is too large to read.',
  unsupported: 'Only PDF and Word (DOCX) files can be read.',
};

export type ParseOutcome =
  | { status: 'parsed'; type: 'pdf' | 'docx'; text: string; fields: ResumeProposals }
  /** A PDF without a text layer (a scan): nothing is proposed. */
  | { status: 'no_text'; type: 'pdf' | 'docx' }
  | { status: 'failed'; reason: FailureReason };

export type ResumeParseResult =
  | Exclude<ParseOutcome, { status: 'failed' }>
  | { status: 'failed'; reason: FailureReason; message: string };

export interface WorkerInput {
  bytes: Uint8Array;
  type: 'pdf' | 'docx';
  jobSkills: readonly string[];
  today: string;
}

export interface ParseOptions {
  /** The job's skills, proposed when the resume names them. */
  jobSkills?: readonly string[];
  /** The day notice periods ending on a date and jobs 'till date' count to (default: now). */
  today?: Date;
  /** Tuning: how long the worker may take. */
  timeLimitMs?: number;
}

const here = fileURLToPath(import.meta.url);
// Built, this code sits in dist/server/main.js beside the worker's own bundle (see
// scripts/build-server.mjs); from source (tsx, jest) the worker is TypeScript beside this file.
const workerFile = path.join(path.dirname(here), `resume-parsing-worker${path.extname(here)}`);

function startWorker(input: WorkerInput): Worker {
  const options = {
    workerData: input,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  };
  if (!workerFile.endsWith('.ts')) return new Worker(workerFile, options);
  // TypeScript source runs through tsx's loader, registered inside the worker itself.
  const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(workerFile).href)}); })`;
  return new Worker(source, { ...options, eval: true });
}

const failed = (reason: FailureReason): ResumeParseResult => ({
  status: 'failed',
  reason,
  message: FAILURE_MESSAGES[reason],
});

/** Parses run at once: each holds a core while it runs, and requests need one too. */
const MAX_RUNNING = 2;
let running = 0;
const waiting = new Set<() => void>();

/** Hands the freed place to the next parse waiting, if any. */
function release() {
  const next = waiting.values().next();
  if (next.done) {
    running -= 1;
    return;
  }
  waiting.delete(next.value);
  next.value();
}

/**
 * Reads a resume whose type was decided from its bytes (`detectResumeType`) and proposes the
 * fields it states. Runs in a worker thread with a time and memory limit, at most two at once
 * (time spent waiting counts toward the limit); never throws for a bad file, it answers
 * 'failed' with the reason and a message to show.
 */
export async function parseResume(
  bytes: Uint8Array,
  type: ResumeType,
  options: ParseOptions = {},
): Promise<ResumeParseResult> {
  if (type === 'doc') return failed('unsupported');
  if (bytes.length > RESUME_MAX_BYTES) return failed('too_large');
  const input: WorkerInput = {
    bytes,
    type,
    jobSkills: options.jobSkills ?? [],
    today: (options.today ?? new Date()).toISOString(),
  };
  return new Promise<ResumeParseResult>((resolve) => {
    let worker: Worker | undefined;
    let settled = false;
    const settle = (result: ResumeParseResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      waiting.delete(start);
      // The place is free once the thread has really stopped, not when it is asked to.
      if (worker) void worker.terminate().finally(release);
      resolve(result);
    };
    const timer = setTimeout(() => settle(failed('timeout')), options.timeLimitMs ?? TIME_LIMIT_MS);
    function start() {
      const started = startWorker(input);
      worker = started;
      started.once('message', (outcome: ParseOutcome) =>
        settle(outcome.status === 'failed' ? failed(outcome.reason) : outcome),
      );
      started.once('error', (error: Error & { code?: string }) =>
        settle(failed(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'corrupt')),
      );
      started.once('exit', () => settle(failed('corrupt')));
    }
    if (running < MAX_RUNNING) {
      running += 1;
      start();
    } else waiting.add(start);
  });
}
