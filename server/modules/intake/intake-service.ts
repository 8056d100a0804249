import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESUME_MAX_BYTES } from '@vistaar/shared/config/constants';
import type { IntakeOrigin, IntakeStatus } from '@vistaar/shared/config/intake';
import { RETENTION } from '@vistaar/shared/config/privacy';
import type { IntakeAcceptInput, IntakeDiscardInput } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, found } from '../../lib/http-error';
import { insertAddedCandidate } from '../applications';
import { recordDuplicatesOf } from '../candidates';
import { findJob, JOB_NOT_FOUND } from '../careers';
import {
  ARCHIVE_MESSAGES,
  cleanFileName,
  deleteStoredFiles,
  detectResumeType,
  EXTENSIONS,
  findStoredFile,
  insertStoredFile,
  looksLikeZip,
  MEDIA_TYPES,
  unpackResumeArchive,
  type ResumeType,
} from '../files';
import type { Mailer } from '../mail';
import { insertNoteEvent } from '../pipeline';
import { saveResumeText } from '../talent-pool';
import { readResult } from './intake-views';
import {
  deleteIntakeItems,
  findIntakeItem,
  insertIntakeItem,
  intakeItemsBefore,
  nextReviewableId,
  updateIntakeItem,
} from './intake-repository';

export const INTAKE_ITEM_NOT_FOUND = 'Intake item not found.';
const NOT_REVIEWABLE = 'This resume has already been accepted, discarded or refused.';
const NOT_READY = 'This resume is still being read. Try again in a moment.';

/** A file as it arrived: uploaded, or attached to an e-mail. */
export interface IncomingFile {
  name: string | undefined;
  content: Buffer;
}

/** Where a batch of files came from and what it is for. */
export interface IntakeOriginInfo {
  origin: Exclude<IntakeOrigin, 'zip'>;
  /** NULL: the pool. */
  jobId: number | null;
  uploadedBy: number | null;
  email?: { sender: string; subject: string; receivedAt: string; note: string };
}

export interface IntakeReceipt {
  id: number;
  fileName: string;
  status: 'queued' | 'refused';
  refusal: string | null;
}

type Checked =
  | { name: string; origin: IntakeOrigin; content: Buffer; type: ResumeType }
  | { name: string; origin: IntakeOrigin; refusal: string };

const displayName = (name: string | undefined) =>
  (name ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, '')
    .trim()
    .slice(0, 200) || 'resume';

/** Each file checked by its bytes; a zip (not a Word document) opened into its entries. */
async function checkFiles(files: IncomingFile[]): Promise<Checked[]> {
  const checked: Checked[] = [];
  for (const file of files) {
    const name = displayName(file.name);
    const type = await detectResumeType(file.content);
    if (type) {
      checked.push(
        file.content.length >= RESUME_MAX_BYTES
          ? { name, origin: 'upload', refusal: ARCHIVE_MESSAGES.tooLarge }
          : { name, origin: 'upload', content: file.content, type },
      );
    } else if (looksLikeZip(file.content)) {
      const unpacked = await unpackResumeArchive(file.content);
      if (!unpacked.ok) checked.push({ name, origin: 'upload', refusal: unpacked.refusal });
      else {
        for (const entry of unpacked.entries) {
          const entryName = displayName(`${name}: ${entry.name}`);
          checked.push(
            'refusal' in entry
              ? { name: entryName, origin: 'zip', refusal: entry.refusal }
              : { name: entryName, origin: 'zip', content: entry.content, type: entry.type },
          );
        }
      }
    } else {
      checked.push({ name, origin: 'upload', refusal: ARCHIVE_MESSAGES.notResume });
    }
  }
  return checked;
}

/**
 * Turns uploaded or e-mailed files into intake items in one transaction: each resume stored
 * and queued for the parsing runner, each refused file recorded with its reason (so the queue
 * shows it), nothing at all when the transaction fails. Parsing happens later, off the request.
 */
export async function receiveIntakeFiles(
  db: Kysely<Database>,
  actor: AuditActor,
  from: IntakeOriginInfo,
  files: IncomingFile[],
): Promise<IntakeReceipt[]> {
  const checked = await checkFiles(files);
  return db.transaction().execute(async (trx) => {
    if (from.jobId !== null) found(await findJob(trx, from.jobId), JOB_NOT_FOUND);
    const receipts: IntakeReceipt[] = [];
    const now = nowIso();
    for (const file of checked) {
      const origin = from.origin === 'email' ? 'email' : file.origin;
      const fileId =
        'refusal' in file
          ? null
          : await insertStoredFile(trx, {
              purpose: 'resume',
              originalName: cleanFileName(
                file.name.split('/').pop(),
                'resume',
                EXTENSIONS[file.type],
              ),
              mediaType: MEDIA_TYPES[file.type],
              content: file.content,
            });
      const status: IntakeStatus = 'refusal' in file ? 'refused' : 'queued';
      const id = await insertIntakeItem(trx, {
        origin,
        file_name: file.name,
        job_id: from.jobId,
        uploaded_by: from.uploadedBy,
        sender: from.email?.sender ?? null,
        subject: from.email?.subject ?? null,
        received_at: from.email?.receivedAt ?? now,
        note: from.email?.note ?? '',
        status,
        refusal: 'refusal' in file ? file.refusal : null,
        file_id: fileId,
        file_type: 'refusal' in file ? null : file.type,
        proposals: null,
        parse_message: null,
        lease_until: null,
        lease_token: null,
        application_id: null,
        decided_by: null,
        decided_at: null,
        discard_reason: null,
        created_at: now,
        updated_at: now,
      });
      receipts.push({
        id,
        fileName: file.name,
        status,
        refusal: 'refusal' in file ? file.refusal : null,
      });
    }
    await recordAudit(trx, actor, {
      action: 'intake.received',
      entity: 'intake',
      entityId: null,
      details: {
        origin: from.origin,
        jobId: from.jobId,
        queued: receipts.filter((receipt) => receipt.status === 'queued').map((r) => r.id),
        refused: receipts.filter((receipt) => receipt.status === 'refused').map((r) => r.id),
      },
    });
    return receipts;
  });
}

export interface AcceptDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  recruitingInbox: string;
}

function reviewable(item: { status: IntakeStatus; file_id: number | null }) {
  if (item.status === 'queued' || item.status === 'parsing') throw conflict(NOT_READY);
  if ((item.status !== 'review' && item.status !== 'no_text') || item.file_id === null) {
    throw conflict(NOT_REVIEWABLE);
  }
  return item.file_id;
}

/** What the reviewer kept that has no column of its own, and the e-mail, as the note. */
function acceptanceNote(
  item: { sender: string | null; subject: string | null; note: string },
  input: IntakeAcceptInput,
) {
  const facts = [
    input.currentTitle && `Current title: ${input.currentTitle}`,
    input.skills && `Skills: ${input.skills}`,
    input.education && `Education: ${input.education}`,
  ].filter(Boolean);
  const mail = item.sender
    ? [`E-mail from ${item.sender}${item.subject ? `, subject "${item.subject}"` : ''}:`, item.note]
    : [];
  const lines = ['From the resume intake.', ...facts, ...(mail.length ? ['', ...mail] : [])];
  return lines.join('\n').trim();
}

/**
 * A reviewed item becomes a candidate: the staff-added application (candidate linked by
 * e-mail, consent as recorded, privacy notice e-mailed) to the job or the pool, with the
 * intake's resume, and a note with what has no field; the item is marked accepted and lets
 * go of its file and proposals (the application holds them now). All or nothing.
 */
export async function acceptIntakeItem(
  deps: AcceptDeps,
  actor: AuditActor,
  id: number,
  input: IntakeAcceptInput,
): Promise<{ applicationId: number; nextId: number | null }> {
  const jobId = input.jobId === 0 ? null : input.jobId;
  const applicationId = await deps.db.transaction().execute(async (trx) => {
    const item = found(await findIntakeItem(trx, id), INTAKE_ITEM_NOT_FOUND);
    const fileId = reviewable(item);
    const file = found(await findStoredFile(trx, fileId), INTAKE_ITEM_NOT_FOUND);
    const sha256 = createHash('sha256').update(file.content).digest('hex');
    const created = await insertAddedCandidate(trx, deps, actor, jobId, input, { fileId, sha256 });
    // The text read from the resume stays with the application, for the talent pool's search.
    const parsed = readResult(item.proposals);
    if (parsed?.status === 'parsed') {
      await saveResumeText(trx, created, parsed.text, input.skills, nowIso());
    }
    // Staff see at once whom the person they just added may already be on file as.
    const { candidate_id: candidateId } = await trx
      .selectFrom('job_applications')
      .select('candidate_id')
      .where('id', '=', created)
      .executeTakeFirstOrThrow();
    if (candidateId !== null) await recordDuplicatesOf(trx, candidateId, nowIso());
    await insertNoteEvent(trx, {
      applicationId: created,
      staffId: actor.staffId,
      comment: acceptanceNote(item, input),
      at: nowIso(),
    });
    const updated = await updateIntakeItem(trx, id, [item.status], {
      status: 'accepted',
      application_id: created,
      file_id: null,
      proposals: null,
      note: '',
      job_id: jobId,
      decided_by: actor.staffId,
      decided_at: nowIso(),
    });
    if (!updated) throw conflict(NOT_REVIEWABLE);
    await recordAudit(trx, actor, {
      action: 'intake.accepted',
      entity: 'intake',
      entityId: id,
      details: { applicationId: created, jobId },
    });
    return created;
  });
  void deps.mailer.flush();
  return { applicationId, nextId: await nextReviewableId(deps.db, id) };
}

/** A reviewed item set aside with the reason; its resume is deleted at once. */
export async function discardIntakeItem(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: IntakeDiscardInput,
): Promise<{ nextId: number | null }> {
  await db.transaction().execute(async (trx) => {
    const item = found(await findIntakeItem(trx, id), INTAKE_ITEM_NOT_FOUND);
    const fileId = reviewable(item);
    const updated = await updateIntakeItem(trx, id, [item.status], {
      status: 'discarded',
      discard_reason: input.reason,
      file_id: null,
      proposals: null,
      note: '',
      decided_by: actor.staffId,
      decided_at: nowIso(),
    });
    if (!updated) throw conflict(NOT_REVIEWABLE);
    await deleteStoredFiles(trx, [fileId]);
    await recordAudit(trx, actor, {
      action: 'intake.discarded',
      entity: 'intake',
      entityId: id,
      details: { reason: input.reason },
    });
  });
  return { nextId: await nextReviewableId(db, id) };
}

/** A date `months` before `now`, as an ISO timestamp. */
function monthsBefore(now: Date, months: number) {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

/**
 * Intake items are kept as long as an application that was never accepted would be: they are
 * deleted, with their files, RETENTION.applicationMonths after they came in. An accepted
 * item's resume belongs to its application by then and follows the application's retention.
 */
export async function purgeExpiredIntake(db: Kysely<Database>, now = new Date()) {
  const before = monthsBefore(now, RETENTION.applicationMonths);
  let removed = 0;
  for (;;) {
    const batch = await intakeItemsBefore(db, before, 100);
    if (batch.length === 0) return removed;
    await db.transaction().execute(async (trx) => {
      await deleteIntakeItems(
        trx,
        batch.map((row) => row.id),
      );
      await deleteStoredFiles(
        trx,
        batch.flatMap((row) => (row.file_id === null ? [] : [row.file_id])),
      );
    });
    removed += batch.length;
  }
}
