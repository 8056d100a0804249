import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ConsentSource } from '@vistaar/shared/config/candidates';
import type { CandidateImport, CandidateImportOutcome } from '@vistaar/shared/contract';
import {
  candidateImportMessages,
  type CandidateImportMappingInput,
} from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { nextTurn } from '../../lib/next-turn';
import { badRequest, conflict, found } from '../../lib/http-error';
import { insertAddedCandidate, resumePdf, type AddCandidateDeps } from '../applications';
import { recordDuplicatesOf } from '../candidates';
import { cleanFileName, insertStoredFile } from '../files';
import { insertNoteEvent } from '../pipeline';
import { insertTag, latestLiveApplication, saveResumeText } from '../talent-pool';
import {
  findCandidateImport,
  finishImport,
  insertCandidateImport,
  updateWaitingImport,
} from './candidate-imports-repository';
import { importHeaders, savedFields, toCandidateImport } from './candidate-import-views';
import { readImportFile } from './import-file';
import {
  fileRefusals,
  mapRow,
  outcomeOf,
  planRow,
  rowName,
  type MappedRow,
  type PlannedRow,
} from './import-plan';

export type ImportDeps = Pick<AddCandidateDeps, 'db' | 'mailer' | 'publicUrl' | 'recruitingInbox'>;

const IMPORT_NOT_FOUND = 'Import not found.';
const NOT_WAITING = 'This import has already been applied or discarded.';
const NO_MAPPING = 'Save the column mapping before the dry run or the import.';
/** Rows written per transaction: a failure loses one batch's work, never half a person. */
const BATCH_SIZE = 100;

/** A file taken in as an import: read and checked, its rows held until applied or discarded. */
export async function uploadImport(
  db: Kysely<Database>,
  actor: AuditActor,
  file: { name: string; content: Buffer },
): Promise<CandidateImport> {
  const table = await readImportFile(file.content);
  const fileName = cleanFileName(file.name, 'candidates', table.kind);
  return db.transaction().execute(async (trx) => {
    const id = await insertCandidateImport(trx, {
      file_name: fileName,
      file_kind: table.kind,
      rows_count: table.rows.length,
      headers: JSON.stringify(table.headers),
      rows: JSON.stringify(table.rows),
      fields: null,
      consent_source: null,
      result: null,
      created_by: actor.staffId,
      created_at: nowIso(),
      applied_at: null,
    });
    await recordAudit(trx, actor, {
      action: 'candidates.import-uploaded',
      entity: 'candidate-import',
      entityId: id,
      details: { fileName, kind: table.kind, rows: table.rows.length },
    });
    return toCandidateImport(found(await findCandidateImport(trx, id), IMPORT_NOT_FOUND));
  });
}

async function waitingImport(db: Kysely<Database>, id: number) {
  const row = found(await findCandidateImport(db, id), IMPORT_NOT_FOUND);
  if (row.status !== 'uploaded' || row.rows === null) throw conflict(NOT_WAITING);
  return row;
}

export async function saveImportMapping(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: CandidateImportMappingInput,
): Promise<CandidateImport> {
  return db.transaction().execute(async (trx) => {
    const row = await waitingImport(trx, id);
    if (input.fields.length !== importHeaders(row).length) {
      const message = candidateImportMessages.columnsMismatch;
      throw badRequest(message, { fields: message });
    }
    if (
      !(await updateWaitingImport(trx, id, {
        fields: JSON.stringify(input.fields),
        consent_source: input.consentSource as ConsentSource,
      }))
    ) {
      throw conflict(NOT_WAITING);
    }
    await recordAudit(trx, actor, {
      action: 'candidates.import-mapped',
      entity: 'candidate-import',
      entityId: id,
      details: { fields: input.fields, consentSource: input.consentSource },
    });
    return toCandidateImport(found(await findCandidateImport(trx, id), IMPORT_NOT_FOUND));
  });
}

/** The import's rows under its saved mapping, with the refusals the file shows on its own. */
async function mappedImport(db: Kysely<Database>, id: number) {
  const row = await waitingImport(db, id);
  const fields = savedFields(row);
  if (!fields || !row.consent_source) throw conflict(NO_MAPPING);
  const cells = JSON.parse(row.rows!) as string[][];
  const rows = cells.map((line, index) => mapRow(fields, line, index + 2));
  return {
    row,
    rows,
    refusals: fileRefusals(rows),
    context: { fileName: row.file_name, consentSource: row.consent_source },
  };
}

function summary(rows: CandidateImportOutcome['rows']): CandidateImportOutcome {
  const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
  return {
    counts: { create: count('create'), merge: count('merge'), refuse: count('refuse') },
    rows,
  };
}

const refused = (row: MappedRow, reason: string): PlannedRow => ({
  ...row,
  outcome: 'refuse',
  reason,
});

/** What applying the import would do now, row by row; nothing is written. */
export async function dryRunImport(
  db: Kysely<Database>,
  id: number,
): Promise<CandidateImportOutcome> {
  const { rows, refusals, context } = await mappedImport(db, id);
  const outcomes = [];
  for (const [index, row] of rows.entries()) {
    const reason = refusals[index];
    const planned = reason
      ? refused(row, reason)
      : await planRow(db, row, { ...context, createdHere: new Set() });
    outcomes.push(outcomeOf(planned));
  }
  return summary(outcomes);
}

/** What a new candidate's imported details have no column for, as the note on their record. */
function importNote(row: MappedRow, fileName: string): string {
  const facts = [
    row.currentTitle && `Current title: ${row.currentTitle}`,
    row.totalExperience && `Total experience: ${row.totalExperience}`,
    row.noticePeriod && `Notice period: ${row.noticePeriod}`,
    row.currentEmployer && `Current company: ${row.currentEmployer}`,
    row.currentLocation && `Current location: ${row.currentLocation}`,
    row.skills && `Skills: ${row.skills}`,
    row.source && `Source in the file: ${row.source}`,
    row.phone && `Phone: ${row.phone}`,
  ].filter(Boolean);
  return [
    `From the import of ${fileName}, row ${row.row}.`,
    ...facts,
    ...(row.notes ? ['', row.notes] : []),
  ]
    .join('\n')
    .slice(0, 5000);
}

/**
 * The profile that stands in for a resume on an imported candidate's application (the
 * application holds one): the imported details on one page.
 */
function profilePdf(row: MappedRow, fileName: string): Buffer {
  return resumePdf({
    name: rowName(row),
    headline:
      [row.currentTitle, row.currentEmployer].filter(Boolean).join(', ') || 'Imported candidate',
    contact: [row.email, row.phone, row.currentLocation].filter(Boolean).join(' | '),
    sections: [{ heading: 'Imported profile', lines: importNote(row, fileName).split('\n') }],
  });
}

async function addTags(
  trx: Transaction<Database>,
  actor: AuditActor,
  candidateId: number,
  tags: string[],
  at: string,
) {
  for (const tag of tags) {
    await insertTag(trx, {
      candidate_id: candidateId,
      tag,
      created_by: actor.staffId,
      created_at: at,
    });
  }
}

/**
 * A new person: a general application (the talent pool) with the imported profile as its
 * resume, the skills for the pool's search, the tags and a note; `insertAddedCandidate`
 * queues the privacy notice e-mail in the same transaction, before anything else is sent.
 */
async function createFromRow(
  trx: Transaction<Database>,
  deps: ImportDeps,
  actor: AuditActor,
  planned: Extract<PlannedRow, { outcome: 'create' }>,
  fileName: string,
): Promise<number> {
  const at = nowIso();
  const content = profilePdf(planned, fileName);
  const fileId = await insertStoredFile(trx, {
    purpose: 'resume',
    originalName: cleanFileName(`${rowName(planned)} profile.pdf`, 'imported-profile', 'pdf'),
    mediaType: 'application/pdf',
    content,
  });
  const sha256 = createHash('sha256').update(content).digest('hex');
  const applicationId = await insertAddedCandidate(trx, deps, actor, null, planned.input, {
    fileId,
    sha256,
  });
  const { candidate_id: candidateId } = await trx
    .selectFrom('job_applications')
    .select('candidate_id')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  await saveResumeText(trx, applicationId, importNote(planned, fileName), planned.skills, at);
  await insertNoteEvent(trx, {
    applicationId,
    staffId: actor.staffId,
    comment: importNote(planned, fileName),
    at,
  });
  await addTags(trx, actor, candidateId!, planned.tags, at);
  await recordDuplicatesOf(trx, candidateId!, at);
  return candidateId!;
}

/** A person on file: the import's tags, and its details as a note on their newest application. */
async function mergeRow(
  trx: Transaction<Database>,
  actor: AuditActor,
  planned: Extract<PlannedRow, { outcome: 'merge' }>,
  fileName: string,
) {
  const at = nowIso();
  await addTags(trx, actor, planned.candidateId, planned.tags, at);
  const latest = await latestLiveApplication(trx, planned.candidateId);
  if (latest) {
    await insertNoteEvent(trx, {
      applicationId: latest.id,
      staffId: actor.staffId,
      comment: importNote(planned, fileName),
      at,
    });
  }
}

/**
 * Applies the import as its dry run shows, in transactions of BATCH_SIZE rows, each with its
 * audit entry; new people are e-mailed the privacy notice (people on file already had it).
 * The rows are dropped afterwards, leaving the import's record and what it created.
 */
export async function applyImport(
  deps: ImportDeps,
  actor: AuditActor,
  id: number,
): Promise<CandidateImportOutcome> {
  const { rows, refusals, context } = await mappedImport(deps.db, id);
  // Claimed first, so a second apply of the same import (a double click) is refused.
  if (!(await updateWaitingImport(deps.db, id, { status: 'applied', applied_at: nowIso() }))) {
    throw conflict(NOT_WAITING);
  }
  const createdHere = new Set<number>();
  const outcomes: CandidateImportOutcome['rows'] = [];
  try {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = await deps.db.transaction().execute(async (trx) => {
        const done: CandidateImportOutcome['rows'] = [];
        for (let index = start; index < Math.min(start + BATCH_SIZE, rows.length); index += 1) {
          const reason = refusals[index];
          const planned = reason
            ? refused(rows[index], reason)
            : await planRow(trx, rows[index], { ...context, createdHere });
          if (planned.outcome === 'create') {
            const candidateId = await createFromRow(trx, deps, actor, planned, context.fileName);
            createdHere.add(candidateId);
            done.push(outcomeOf(planned, candidateId));
          } else {
            if (planned.outcome === 'merge') await mergeRow(trx, actor, planned, context.fileName);
            done.push(outcomeOf(planned));
          }
        }
        const ids = (outcome: string) =>
          done.filter((row) => row.outcome === outcome).map((row) => row.candidateId);
        await recordAudit(trx, actor, {
          action: 'candidates.imported',
          entity: 'candidate-import',
          entityId: id,
          details: {
            fileName: context.fileName,
            rows: [done[0]?.row, done[done.length - 1]?.row],
            created: ids('create'),
            merged: ids('merge'),
            refused: done.filter((row) => row.outcome === 'refuse').length,
          },
        });
        return done;
      });
      outcomes.push(...batch);
      void deps.mailer.flush();
      // Thousands of rows take a while: other requests are answered between batches.
      await nextTurn();
    }
  } finally {
    // Also after a failed batch: the rows go, and the record says what was done.
    await finishImport(deps.db, id, {
      rows: null,
      result: JSON.stringify(summary(outcomes).counts),
    });
  }
  return summary(outcomes);
}

/** An import set aside: its rows are dropped at once. */
export async function discardImport(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<CandidateImport> {
  return db.transaction().execute(async (trx) => {
    await waitingImport(trx, id);
    if (!(await updateWaitingImport(trx, id, { status: 'discarded', rows: null }))) {
      throw conflict(NOT_WAITING);
    }
    await recordAudit(trx, actor, {
      action: 'candidates.import-discarded',
      entity: 'candidate-import',
      entityId: id,
    });
    return toCandidateImport(found(await findCandidateImport(trx, id), IMPORT_NOT_FOUND));
  });
}
