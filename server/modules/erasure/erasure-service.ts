import { createHash } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database, RetentionKind } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { containsPattern } from '../../lib/like-pattern';
import { mailAbout } from '../mail';
import { keepProcessingRecord } from './processing-records';

/**
 * The one way personal data is erased (DPDP Act 2023 s.8(7), s.12): by the retention job,
 * on an applicant's request, or by staff answering a privacy request. Each eraser runs in
 * the caller's transaction (`trx`), blanks the record's personal fields but keeps the row,
 * anonymous, for statistics (an application keeps its job, dates and stage), deletes what
 * else carries the person's data (files, e-mails, notes, codes, sessions) and writes one
 * audit entry that names only the record and the reason. An eraser answers false, and
 * changes nothing, when the record is missing or already erased, so two callers racing
 * each other erase (and audit) once.
 */
/**
 * An application's offers lose their documents (the letter as sent, the signed acceptance,
 * the pre-boarding documents with the PAN and Aadhaar digits typed), the name typed, the
 * reasons given and their link; the offer rows stay, anonymous, with their figures and dates.
 */
async function eraseOffers(trx: Kysely<Database>, applicationId: number) {
  const offers = await trx
    .selectFrom('offers')
    .select(['id', 'letter_file_id', 'signed_file_id'])
    .where('application_id', '=', applicationId)
    .execute();
  if (offers.length === 0) return;
  await trx
    .updateTable('offers')
    .set({
      letter_file_id: null,
      signed_file_id: null,
      accepted_name: null,
      decline_reason: null,
      link_token_hash: null,
    })
    .where('application_id', '=', applicationId)
    .execute();
  const offerIds = offers.map((offer) => offer.id);
  const preboarding = await trx
    .selectFrom('preboarding_documents')
    .select('file_id')
    .where('offer_id', 'in', offerIds)
    .execute();
  await trx.deleteFrom('preboarding_documents').where('offer_id', 'in', offerIds).execute();
  await trx.deleteFrom('joining_date_requests').where('offer_id', 'in', offerIds).execute();
  const files = [
    ...offers.flatMap((offer) => [offer.letter_file_id, offer.signed_file_id]),
    ...preboarding.map((doc) => doc.file_id),
  ].filter((id): id is number => id !== null);
  if (files.length) await trx.deleteFrom('stored_files').where('id', 'in', files).execute();
  await trx
    .updateTable('offer_events')
    .set({ comment: null })
    .where(
      'offer_id',
      'in',
      offers.map((offer) => offer.id),
    )
    .execute();
}

export interface ErasureOptions {
  /** Why, in fixed words ('retention', 'applicant-request', 'privacy-request', 'staff-request'): never personal data. */
  reason: string;
  /** The staff member, or `{ staffId: null }` for the retention job or the person themselves. */
  actor: AuditActor;
  /** The app secret: the processing record keeps the values as hashes keyed with it. */
  secret: string;
}

/** The neutral values an erased application keeps in its NOT NULL personal columns. */
const ERASED_APPLICANT = { firstName: 'Erased', lastName: 'applicant' } as const;

/** The outbox's kinds for e-mails about an application, matched by content for messages queued before `about` existed. */
// The daily digest names the candidates it lists: a digest naming an erased one goes too.
const APPLICATION_MAIL_KINDS = [
  'careers.%',
  'interview.%',
  'pipeline.candidate_email',
  'staff.overdue_digest',
];

type OutboxBuilder = ExpressionBuilder<Database, 'outbox'>;

function contains(column: 'text_body' | 'subject' | 'calendar', needle: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(needle.toLowerCase())} escape '\\'`;
}

/**
 * A record's e-mails: those tagged with it, and untagged ones (queued before messages were
 * tagged, or by code that does not tag) sent to the person or quoting their address, or, for
 * the given kinds, their name. Messages tagged with another record of the same person (a
 * second application still in progress) stay.
 */
function mailsOf(
  eb: OutboxBuilder,
  about: string,
  email: string,
  name?: { fullName: string; kinds: string[] },
): Expression<SqlBool> {
  const alternatives: Expression<SqlBool>[] = [eb('about', '=', about)];
  const address = email.trim().toLowerCase();
  if (address) {
    alternatives.push(
      eb.and([
        eb('about', 'is', null),
        eb.or([
          eb(eb.fn('lower', ['recipient']), '=', address),
          contains('text_body', address),
          contains('subject', address),
          contains('calendar', address),
        ]),
      ]),
    );
  }
  if (name && name.fullName.trim()) {
    alternatives.push(
      eb.and([
        eb('about', 'is', null),
        eb.or(name.kinds.map((kind) => eb('kind', 'like', kind))),
        contains('text_body', name.fullName.trim()),
      ]),
    );
  }
  return eb.or(alternatives);
}

/**
 * The legal hold kept on a record, if any: while it stands the record must not be erased,
 * and a request to erase it is declined with the reason.
 */
export async function legalHoldOn(
  db: Kysely<Database>,
  kind: RetentionKind,
  recordId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('retention_quarantine')
    .select('hold_reason')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('hold_reason', 'is not', null)
    .executeTakeFirst();
  return row?.hold_reason ?? null;
}

/** An erased record leaves the retention quarantine, whoever erased it. */
async function leaveQuarantine(trx: Kysely<Database>, kind: RetentionKind, recordId: number) {
  await trx
    .deleteFrom('retention_quarantine')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .execute();
}

/**
 * The empty file row erased applications point at (resume_file_id cannot be NULL), made by
 * the first erasure; the resume's own row is then deleted with its bytes.
 */
async function erasedFileId(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .selectFrom('stored_files')
    .select('id')
    .where('purpose', '=', 'erased')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (row) return row.id;
  const empty = Buffer.alloc(0);
  const inserted = await trx
    .insertInto('stored_files')
    .values({
      purpose: 'erased',
      original_name: 'erased',
      media_type: 'application/octet-stream',
      size_bytes: 0,
      sha256: createHash('sha256').update(empty).digest('hex'),
      content: empty,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Erases an application's personal data: the applicant's fields, the resume file, every
 * e-mail to or about them, staff notes and e-mail texts on its history, scorecard comments,
 * pending interview reminders, interviews' meeting links and places; scheduled interviews are
 * cancelled. The row keeps its job,
 * dates, stage and the applicant's consent choices.
 */
export async function eraseApplication(
  trx: Kysely<Database>,
  applicationId: number,
  options: ErasureOptions,
): Promise<boolean> {
  const at = nowIso();
  const row = await trx
    .selectFrom('job_applications')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'dob',
      'resume_file_id',
      'created_at',
      'keep_for_other_roles',
      'erased_at',
      'candidate_id',
    ])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!row || row.erased_at) return false;
  const placeholder = await erasedFileId(trx);
  // The claim: of two erasers racing, only the one whose update finds the row unerased goes on.
  const claimed = await trx
    .updateTable('job_applications')
    .set({
      first_name: ERASED_APPLICANT.firstName,
      last_name: ERASED_APPLICANT.lastName,
      email: '',
      email_normalized: '',
      phone: '',
      dob: '',
      gender: '',
      address: '',
      city: '',
      state: '',
      job_experience: '',
      current_ctc: '',
      expected_ctc: '',
      current_ctc_amount: null,
      expected_ctc_amount: null,
      notice_period: null,
      notice_until: null,
      notice_days: null,
      serving_notice: 0,
      // A campaign or site is not personal; a referral says who knows the candidate.
      source_detail: '',
      referrer_employee_id: null,
      current_employer: '',
      current_location: '',
      resume_file_id: placeholder,
      submission_hash: `erased:${applicationId}`,
      client_ip: null,
      screening_answers: '[]',
      erased_at: at,
    })
    .where('id', '=', applicationId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await keepProcessingRecord(trx, {
    kind: 'application',
    recordId: applicationId,
    purposes: row.keep_for_other_roles ? ['recruitment', 'other-suitable-roles'] : ['recruitment'],
    collectedAt: row.created_at,
    values: {
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      phone: row.phone,
      dob: row.dob,
    },
    erasedAt: at,
    reason: options.reason,
    erasedBy: options.actor.staffId ?? null,
    secret: options.secret,
  });

  if (row.resume_file_id !== placeholder) {
    const stillUsed = await trx
      .selectFrom('job_applications')
      .select('id')
      .where('resume_file_id', '=', row.resume_file_id)
      .limit(1)
      .executeTakeFirst();
    if (!stillUsed) {
      await trx.deleteFrom('stored_files').where('id', '=', row.resume_file_id).execute();
    }
  }

  await trx
    .deleteFrom('outbox')
    .where((eb) =>
      mailsOf(eb, mailAbout('application', applicationId), row.email, {
        fullName: `${row.first_name} ${row.last_name}`,
        kinds: APPLICATION_MAIL_KINDS,
      }),
    )
    .execute();

  // A rejection scheduled for later holds the candidate's name: sent or not, it goes.
  await trx.deleteFrom('scheduled_emails').where('application_id', '=', applicationId).execute();

  // The e-mail conversation and its files go; without its token a later reply is quarantined.
  const conversationFiles = (
    await trx
      .selectFrom('conversation_messages')
      .select('attachments')
      .where('application_id', '=', applicationId)
      .execute()
  ).flatMap((message) =>
    (JSON.parse(message.attachments) as { fileId: number | null }[]).flatMap((file) =>
      file.fileId ? [file.fileId] : [],
    ),
  );
  await trx
    .deleteFrom('conversation_messages')
    .where('application_id', '=', applicationId)
    .execute();
  // So do its SMS: the candidate's number and the texts sent and received.
  await trx.deleteFrom('sms_messages').where('application_id', '=', applicationId).execute();
  await anonymiseWhatsappMessages(trx, 'application_id', applicationId);
  if (conversationFiles.length > 0) {
    await trx.deleteFrom('stored_files').where('id', 'in', conversationFiles).execute();
  }
  await trx
    .deleteFrom('application_reply_tokens')
    .where('application_id', '=', applicationId)
    .execute();

  await trx
    .updateTable('application_events')
    .set({ comment: null })
    .where('application_id', '=', applicationId)
    .where('comment', 'is not', null)
    .execute();

  const interviews = trx
    .selectFrom('interviews')
    .select('id')
    .where('application_id', '=', applicationId);
  await trx
    .updateTable('interview_feedback')
    .set({ comments: '' })
    .where('interview_id', 'in', interviews)
    .execute();
  await trx
    .deleteFrom('interview_reminders')
    .where('interview_id', 'in', interviews)
    .where('sent_at', 'is', null)
    .execute();
  await trx
    .updateTable('interviews')
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where('application_id', '=', applicationId)
    .where('status', '=', 'scheduled')
    .execute();
  // Where and how they were to meet (a personal meeting link, an address) goes too.
  await trx
    .updateTable('interviews')
    .set({ cancel_reason: null, video_url: null, location: null })
    .where('application_id', '=', applicationId)
    .execute();

  await trx
    .deleteFrom('nominations')
    .where('subject', '=', 'application')
    .where('subject_id', '=', applicationId)
    .execute();
  await eraseOffers(trx, applicationId);
  // A new address still waiting for its confirmation link goes with the rest.
  await trx
    .updateTable('applicant_access_tokens')
    .set({ new_email: null, replaced_at: at })
    .where('application_id', '=', applicationId)
    .where('new_email', 'is not', null)
    .execute();

  await leaveQuarantine(trx, 'application', applicationId);
  await recordAudit(trx, options.actor, {
    action: 'privacy.erased',
    entity: 'application',
    entityId: applicationId,
    details: { reason: options.reason },
  });
  // The person's own row holds the same name and address: it goes with their last application.
  if (row.candidate_id !== null && !(await hasLiveApplication(trx, row.candidate_id))) {
    await blankCandidate(trx, row.candidate_id, at);
  }
  return true;
}

function hasLiveApplication(trx: Kysely<Database>, candidateId: number) {
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
  first_name: ERASED_APPLICANT.firstName,
  last_name: ERASED_APPLICANT.lastName,
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
async function blankCandidate(trx: Kysely<Database>, candidateId: number, at: string) {
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
async function anonymiseWhatsappMessages(
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
  await keepProcessingRecord(trx, {
    kind: 'contact_message',
    recordId: messageId,
    purposes: ['enquiry'],
    collectedAt: row.created_at,
    values: { name: row.full_name, email: row.email, phone: row.phone },
    erasedAt: at,
    reason: options.reason,
    erasedBy: options.actor.staffId ?? null,
    secret: options.secret,
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
  await leaveQuarantine(trx, 'contact_message', messageId);
  await recordAudit(trx, options.actor, {
    action: 'privacy.erased',
    entity: 'contact_message',
    entityId: messageId,
    details: { reason: options.reason },
  });
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
  await keepProcessingRecord(trx, {
    kind: 'verification_share',
    recordId: shareId,
    purposes: ['employment-verification'],
    collectedAt: row.created_at,
    values: { email: row.verifier_email, organisation: row.verifier_organisation },
    erasedAt: at,
    reason: options.reason,
    erasedBy: options.actor.staffId ?? null,
    secret: options.secret,
  });
  await trx.deleteFrom('verification_share_codes').where('share_id', '=', shareId).execute();
  await trx.deleteFrom('verification_sessions').where('share_id', '=', shareId).execute();
  await trx
    .deleteFrom('outbox')
    .where('about', '=', mailAbout('verification_share', shareId))
    .execute();
  await leaveQuarantine(trx, 'verification_share', shareId);
  await recordAudit(trx, options.actor, {
    action: 'privacy.erased',
    entity: 'verification_share',
    entityId: shareId,
    details: { reason: options.reason },
  });
  return true;
}
