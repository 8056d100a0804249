import type { Kysely } from 'kysely';
import { MERGE_FIELDS, MERGE_UNDO_DAYS, type MergeField } from '@vistaar/shared/config';
import type { CandidateMergeResult } from '@vistaar/shared/contract';
import { candidateMergeMessages, type CandidateMergeInput } from '@vistaar/shared/validation';
import { normalizedPhone } from '@vistaar/shared/lib/phone';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found } from '../../lib/http-error';
import { normalizedEmail } from '../applications';
import { moveChannelConsents } from '../consent';
import { blankMergedCandidates } from '../erasure';
import { findCandidate, type CandidateRow } from './candidates-repository';
import { findDuplicatePair } from './duplicates-repository';

export const PAIR_NOT_FOUND = 'Possible duplicate not found.';
const MERGE_NOT_FOUND = 'Merge not found.';
const PAIR_DECIDED = 'These two candidates were already merged or set apart.';
const NOT_LIVE = 'One of these candidates was erased or merged since; nothing was changed.';
const ALREADY_UNDONE = 'This merge was already undone.';
export const UNDO_TOO_LATE = `This merge is more than ${MERGE_UNDO_DAYS} days old and can no longer be undone.`;
const EMAIL_TAKEN =
  "The merged candidate's e-mail address now belongs to another candidate; the merge cannot be undone.";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The candidate columns a merge changes and an undo puts back, exactly as they were. */
const SNAPSHOT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'email_normalized',
  'phone',
  'phone_normalized',
  'source',
  'keep_for_other_roles',
  'updated_at',
  'duplicates_checked_at',
] as const;
type CandidateFields = Pick<CandidateRow, (typeof SNAPSHOT_COLUMNS)[number]>;

/** What a merge moved and changed: everything its undo needs. */
interface MergeSnapshot {
  winner: CandidateFields;
  loser: CandidateFields;
  /** The loser's applications (with their notes, resumes, consents, intake links and offers). */
  applications: number[];
  /** The loser's WhatsApp and SMS consent rows, now the winner's (absent in older merges). */
  channelConsents?: number[];
}

const fieldsOf = (row: CandidateRow): CandidateFields =>
  Object.fromEntries(SNAPSHOT_COLUMNS.map((column) => [column, row[column]])) as CandidateFields;

/** Until when a merge made at `mergedAt` can be undone. */
export const undoUntil = (mergedAt: string) =>
  new Date(Date.parse(mergedAt) + MERGE_UNDO_DAYS * DAY_MS).toISOString();

function liveCandidate(row: CandidateRow | undefined): CandidateRow {
  if (!row || row.erased_at !== null || row.merged_into !== null) throw conflict(NOT_LIVE);
  return row;
}

/** The winner's fields after the merge: each chosen value, taken from its candidate. */
function mergedFields(input: CandidateMergeInput, byId: Map<number, CandidateRow>) {
  const from = (field: MergeField) => byId.get(input[field])!;
  const latest = [...byId.values()].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  return {
    first_name: from('firstName').first_name,
    last_name: from('lastName').last_name,
    email: from('email').email,
    email_normalized: normalizedEmail(from('email').email),
    phone: from('phone').phone,
    phone_normalized: normalizedPhone(from('phone').phone),
    source: from('source').source,
    // The person's latest choice about other roles stands, as when they apply again.
    keep_for_other_roles: latest.keep_for_other_roles,
  };
}

/** The pair, while staff have not yet merged or dismissed it. */
async function undecidedPair(trx: Kysely<Database>, pairId: number) {
  const pair = found(await findDuplicatePair(trx, pairId), PAIR_NOT_FOUND);
  if (pair.status !== 'open') throw conflict(PAIR_DECIDED);
  return pair;
}

/**
 * Merges a likely duplicate pair into the candidate chosen to stay, in one transaction: the
 * other's applications move over (their notes, resumes, consents, intake links and offers go
 * with them, as they hang off the application), and so do its WhatsApp and SMS consent rows; the audit trail is never rewritten, so its
 * entries about the other candidate stay under it, and the merge's own entry links the two;
 * the winner takes the chosen value of each field; the other candidate stays,
 * hidden (merged into the winner, its e-mail key released), and the merge keeps a snapshot
 * for an undo within 30 days. Audited.
 */
export async function mergeCandidates(
  db: Kysely<Database>,
  actor: AuditActor,
  pairId: number,
  input: CandidateMergeInput,
): Promise<CandidateMergeResult> {
  return db.transaction().execute(async (trx) => {
    const pair = await undecidedPair(trx, pairId);
    const ids = [pair.candidate_id, pair.other_id];
    const wrong = (['winnerId', ...MERGE_FIELDS] as const).filter(
      (key) => !ids.includes(input[key]),
    );
    if (wrong.length) {
      throw badRequest(
        candidateMergeMessages.notOfThePair,
        Object.fromEntries(wrong.map((key) => [key, candidateMergeMessages.notOfThePair])),
      );
    }
    const winner = liveCandidate(await findCandidate(trx, input.winnerId));
    const loserId = ids.find((id) => id !== input.winnerId)!;
    const loser = liveCandidate(await findCandidate(trx, loserId));
    const at = new Date().toISOString();

    const applications = (
      await trx
        .selectFrom('job_applications')
        .select('id')
        .where('candidate_id', '=', loser.id)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    if (applications.length) {
      await trx
        .updateTable('job_applications')
        .set({ candidate_id: winner.id })
        .where('id', 'in', applications)
        .execute();
    }
    // The person's opt-ins and opt-outs follow them: a STOP sent as the other record still holds.
    const channelConsents = await moveChannelConsents(trx, loser.id, winner.id);
    const snapshot: MergeSnapshot = {
      winner: fieldsOf(winner),
      loser: fieldsOf(loser),
      applications,
      channelConsents,
    };
    // The loser lets go of its address first: the winner may be taking it.
    await trx
      .updateTable('candidates')
      .set({ email_normalized: '', merged_into: winner.id, merged_at: at, updated_at: at })
      .where('id', '=', loser.id)
      .execute();
    await trx
      .updateTable('candidates')
      .set({
        ...mergedFields(input, new Map([winner, loser].map((row) => [row.id, row]))),
        updated_at: at,
      })
      .where('id', '=', winner.id)
      .execute();
    await trx
      .updateTable('candidate_duplicates')
      .set({ status: 'merged', decided_by: actor.staffId, decided_at: at, updated_at: at })
      .where('id', '=', pair.id)
      .execute();
    const merge = await trx
      .insertInto('candidate_merges')
      .values({
        winner_id: winner.id,
        loser_id: loser.id,
        pair_id: pair.id,
        merged_by: actor.staffId,
        merged_at: at,
        snapshot: JSON.stringify(snapshot),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'candidate.merged',
      entity: 'candidate',
      entityId: winner.id,
      details: {
        mergeId: merge.id,
        mergedCandidateId: loser.id,
        applications,
        kept: Object.fromEntries(MERGE_FIELDS.map((field) => [field, input[field]])),
      },
    });
    return { mergeId: merge.id, winnerId: winner.id, loserId: loser.id, undoUntil: undoUntil(at) };
  });
}

/**
 * Undoes a merge within 30 days, in one transaction: the applications and consent rows that moved go back to the merged candidate, both candidates get back every field they had, and
 * the pair is open again. Refused once 30 days have passed (or its snapshot is gone), and
 * when the merged candidate's address has since been taken by another candidate.
 */
export async function undoMerge(
  db: Kysely<Database>,
  actor: AuditActor,
  mergeId: number,
): Promise<{ winnerId: number; loserId: number }> {
  return db.transaction().execute(async (trx) => {
    const merge = found(
      await trx
        .selectFrom('candidate_merges')
        .selectAll()
        .where('id', '=', mergeId)
        .executeTakeFirst(),
      MERGE_NOT_FOUND,
    );
    if (merge.undone_at !== null) throw conflict(ALREADY_UNDONE);
    if (merge.snapshot === null || new Date().toISOString() > undoUntil(merge.merged_at)) {
      throw conflict(UNDO_TOO_LATE);
    }
    const snapshot = JSON.parse(merge.snapshot) as MergeSnapshot;
    const winner = await findCandidate(trx, merge.winner_id);
    const loser = await findCandidate(trx, merge.loser_id);
    if (!winner || winner.erased_at !== null || loser?.merged_into !== merge.winner_id) {
      throw conflict(UNDO_TOO_LATE);
    }
    const at = new Date().toISOString();
    await trx.updateTable('candidates').set(snapshot.winner).where('id', '=', winner.id).execute();
    if (snapshot.loser.email_normalized) {
      const holder = await trx
        .selectFrom('candidates')
        .select('id')
        .where('email_normalized', '=', snapshot.loser.email_normalized)
        .where('id', '!=', loser.id)
        .executeTakeFirst();
      if (holder) throw conflict(EMAIL_TAKEN);
    }
    await trx
      .updateTable('candidates')
      .set({ ...snapshot.loser, merged_into: null, merged_at: null })
      .where('id', '=', loser.id)
      .execute();
    if (snapshot.applications.length) {
      await trx
        .updateTable('job_applications')
        .set({ candidate_id: loser.id })
        .where('id', 'in', snapshot.applications)
        .where('candidate_id', '=', winner.id)
        .execute();
    }
    await moveChannelConsents(trx, winner.id, loser.id, snapshot.channelConsents ?? []);
    if (merge.pair_id !== null) {
      await trx
        .updateTable('candidate_duplicates')
        .set({ status: 'open', decided_by: null, decided_at: null, updated_at: at })
        .where('id', '=', merge.pair_id)
        .execute();
    }
    await trx
      .updateTable('candidate_merges')
      .set({ snapshot: null, undone_at: at, undone_by: actor.staffId })
      .where('id', '=', merge.id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'candidate.merge_undone',
      entity: 'candidate',
      entityId: winner.id,
      details: { mergeId: merge.id, mergedCandidateId: loser.id },
    });
    return { winnerId: winner.id, loserId: loser.id };
  });
}

/** Staff decide two likely duplicates are two people: the pair is set apart for good. */
export async function dismissDuplicatePair(
  db: Kysely<Database>,
  actor: AuditActor,
  pairId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pair = await undecidedPair(trx, pairId);
    const at = new Date().toISOString();
    await trx
      .updateTable('candidate_duplicates')
      .set({ status: 'dismissed', decided_by: actor.staffId, decided_at: at, updated_at: at })
      .where('id', '=', pair.id)
      .where('status', '=', 'open')
      .execute();
    await recordAudit(trx, actor, {
      action: 'candidate.duplicate_dismissed',
      entity: 'candidate',
      entityId: pair.candidate_id,
      details: { pairId: pair.id, otherCandidateId: pair.other_id },
    });
  });
}

/**
 * Merges older than 30 days can no longer be undone: their snapshots go, and so do the
 * merged candidates' own details (the winner holds what was kept). Answers how many.
 */
export async function forgetExpiredMerges(db: Kysely<Database>, now = new Date()) {
  const cutoff = new Date(now.getTime() - MERGE_UNDO_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('candidate_merges')
      .select(['id', 'loser_id'])
      .where('snapshot', 'is not', null)
      .where('merged_at', '<', cutoff)
      .execute();
    if (expired.length === 0) return 0;
    await trx
      .updateTable('candidate_merges')
      .set({ snapshot: null })
      .where(
        'id',
        'in',
        expired.map((row) => row.id),
      )
      .execute();
    await blankMergedCandidates(
      trx,
      expired.map((row) => row.loser_id),
      now.toISOString(),
    );
    return expired.length;
  });
}
