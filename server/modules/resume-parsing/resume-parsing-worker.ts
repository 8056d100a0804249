// Runs in a worker thread (and is its own entry in the built server): PDF and DOCX parsing is
// CPU-bound and trusts nothing in the file, so it never runs on the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { proposeFields } from './field-proposals';
import type { ParseOutcome, WorkerInput } from './resume-parser';
import { ExtractionError, extractText } from './text-extraction';

async function parse({ bytes, type, jobSkills, today }: WorkerInput): Promise<ParseOutcome> {
  try {
    const extracted = await extractText(bytes, type);
    if (extracted.kind === 'no_text') return { status: 'no_text', type };
    const fields = proposeFields(extracted.text, { jobSkills, today: new Date(today) });
    return { status: 'parsed', type, text: extracted.text, fields };
  } catch (error) {
    return {
      status: 'failed',
      reason: error instanceof ExtractionError ? error.reason : 'corrupt',
    };
  }
}

parentPort?.postMessage(await parse(workerData as WorkerInput));
