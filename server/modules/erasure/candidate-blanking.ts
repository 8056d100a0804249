import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ERASED_NAME } from './erasure-common';

/** Whether the candidate still has an application holding personal data. */
export function hasLiveApplication(trx: Kysely<Database>, candidateId: number) {
  return trx
    .selectFrom('job_applications')
    .select('id')
    .where('candidate_id', '=', candidateId)
    .where('erased_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
    .then(Boolean);
}

const ERASED_CANDIDATE = {
  first_name: ERASED_NAME.firstName,
  last_name: ERASED_NAME.lastName,
  email: '',
  email_normalized: '',
  phone: '',
  phone_normalized: '',
} as const;

/**
 * Blanks a candidate's personal fields; false when it was missing or already erased. It
 * follows an application's erasure, whose audit entry stands for both. The candidates merged
 * into this one, the merges' snapshots (the merged candidates' details, kept for an undo)
 * its likely-duplicate pairs and its messaging consents go with it.
 */
export async function blankCandidate(trx: Kysely<Database>, candidateId: number, at: string) {
  const claimed = await trx
    .updateTable('candidates')
    .set({ ...ERASED_CANDIDATE, erased_at: at, updated_at: at })
    .where('id', '=', candidateId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const merged = await trx
    .selectFrom('candidate_merges')
    .select('loser_id')
    .where('winner_id', '=', candidateId)
    .execute();
  await trx
    .updateTable('candidate_merges')
    .set({ snapshot: null })
    .where((eb) => eb.or([eb('winner_id', '=', candidateId), eb('loser_id', '=', candidateId)]))
    .execute();
  await blankMergedCandidates(
    trx,
    merged.map((row) => row.loser_id),
    at,
  );
  await trx
    .deleteFrom('candidate_duplicates')
    .where((eb) => eb.or([eb('candidate_id', '=', candidateId), eb('other_id', '=', candidateId)]))
    .execute();
  // Its numbers go too; with no number left, nothing can be sent on any channel.
  await trx.deleteFrom('channel_consents').where('candidate_id', '=', candidateId).execute();
  await trx.deleteFrom('sms_messages').where('candidate_id', '=', candidateId).execute();
  await anonymiseWhatsappMessages(trx, 'candidate_id', candidateId);
  return true;
}

/**
 * WhatsApp messages lose the number, the text and their tie to the person, but the rows stay:
 * the month's cost on Stages and reasons is what the platform billed, erased people included,
 * and a late status or price from the platform still finds its message by the platform's id.
 */
export async function anonymiseWhatsappMessages(
  trx: Kysely<Database>,
  owner: 'application_id' | 'candidate_id',
  id: number,
): Promise<void> {
  await trx
    .updateTable('whatsapp_messages')
    .set({
      phone: '',
      body: '',
      payload: '{}',
      error_title: null,
      application_id: null,
      candidate_id: null,
    })
    .where(owner, '=', id)
    .execute();
}

/**
 * Blanks the details candidates merged into another still hold (once their merge can no
 * longer be undone, or the one they were merged into is erased): they stay hidden, anonymous.
 */
export async function blankMergedCandidates(
  trx: Kysely<Database>,
  candidateIds: readonly number[],
  at: string,
): Promise<void> {
  if (candidateIds.length === 0) return;
  await trx
    .updateTable('candidates')
    .set({ ...ERASED_CANDIDATE, erased_at: at, updated_at: at })
    .where('id', 'in', [...candidateIds])
    .where('merged_into', 'is not', null)
    .execute();
}
