import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { mailAbout } from '../mail';
import { eraseApplication } from './application-erasure';
import { blankCandidate } from './candidate-blanking';
import { closeErasure, contains, keepErasureRecord, type ErasureOptions } from './erasure-common';

/**
 * Erases a person: each of their applications still holding data (as `eraseApplication`
 * does, one audit entry each) and the candidate row's own fields. Answers how many
 * applications it erased, or null when the candidate is missing or already erased.
 * The caller checks legal holds first (`legalHoldOn` of each application).
 */
export async function eraseCandidate(
  trx: Kysely<Database>,
  candidateId: number,
  options: ErasureOptions,
): Promise<number | null> {
  const candidate = await trx
    .selectFrom('candidates')
    .select(['id', 'erased_at'])
    .where('id', '=', candidateId)
    .executeTakeFirst();
  if (!candidate || candidate.erased_at) return null;
  const applications = await trx
    .selectFrom('job_applications')
    .select('id')
    .where('candidate_id', '=', candidateId)
    .where('erased_at', 'is', null)
    .orderBy('id')
    .execute();
  let erased = 0;
  for (const application of applications) {
    if (await eraseApplication(trx, application.id, options)) erased += 1;
  }
  // Without applications left (all erased before), the last erasure did not reach the row.
  await blankCandidate(trx, candidateId, nowIso());
  await recordAudit(trx, options.actor, {
    action: 'privacy.erased',
    entity: 'candidate',
    entityId: candidateId,
    details: { reason: options.reason, applications: erased },
  });
  return erased;
}

/** Erases a contact-form message: sender, address, phone, text and where it came from, and its notification e-mail. */
export async function eraseContactMessage(
  trx: Kysely<Database>,
  messageId: number,
  options: ErasureOptions,
): Promise<boolean> {
  const row = await trx
    .selectFrom('contact_messages')
    .select(['id', 'full_name', 'email', 'phone', 'created_at', 'erased_at'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row || row.erased_at) return false;
  const at = nowIso();
  const claimed = await trx
    .updateTable('contact_messages')
    .set({
      full_name: '',
      email: '',
      phone: '',
      message: '',
      client_ip: null,
      user_agent: null,
      erased_at: at,
    })
    .where('id', '=', messageId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await keepErasureRecord(trx, options, {
    kind: 'contact_message',
    recordId: messageId,
    purposes: ['enquiry'],
    collectedAt: row.created_at,
    values: { name: row.full_name, email: row.email, phone: row.phone },
    erasedAt: at,
  });
  await trx
    .deleteFrom('outbox')
    .where((eb) =>
      eb.or([
        eb('about', '=', mailAbout('contact_message', messageId)),
        // Notifications queued before messages were tagged quote the sender's address.
        ...(row.email.trim()
          ? [
              eb.and([
                eb('about', 'is', null),
                eb('kind', '=', 'contact.message'),
                contains('text_body', row.email),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
  await closeErasure(trx, options, 'contact_message', messageId);
  return true;
}

/**
 * Erases a verification share: the verifier's organisation and address, the purpose, the
 * values disclosed, where consent came from, its codes, sessions and e-mails. The ledger's
 * entries are the access log and stay for their own period (RETENTION.accessLogMonths).
 */
export async function eraseVerificationShare(
  trx: Kysely<Database>,
  shareId: number,
  options: ErasureOptions,
): Promise<boolean> {
  const row = await trx
    .selectFrom('verification_shares')
    .select(['id', 'verifier_email', 'verifier_organisation', 'created_at', 'erased_at'])
    .where('id', '=', shareId)
    .executeTakeFirst();
  if (!row || row.erased_at) return false;
  const at = nowIso();
  const claimed = await trx
    .updateTable('verification_shares')
    .set({
      fields: '[]',
      disclosure: '{}',
      verifier_organisation: '',
      verifier_email: '',
      purpose: '',
      consent_ip: null,
      consent_user_agent: null,
      letter_sha256: null,
      erased_at: at,
    })
    .where('id', '=', shareId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await keepErasureRecord(trx, options, {
    kind: 'verification_share',
    recordId: shareId,
    purposes: ['employment-verification'],
    collectedAt: row.created_at,
    values: { email: row.verifier_email, organisation: row.verifier_organisation },
    erasedAt: at,
  });
  await trx.deleteFrom('verification_share_codes').where('share_id', '=', shareId).execute();
  await trx.deleteFrom('verification_sessions').where('share_id', '=', shareId).execute();
  await trx
    .deleteFrom('outbox')
    .where('about', '=', mailAbout('verification_share', shareId))
    .execute();
  await closeErasure(trx, options, 'verification_share', shareId);
  return true;
}
