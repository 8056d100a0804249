import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { mailAbout } from '../mail';
import {
  anonymiseWhatsappMessages,
  blankCandidate,
  hasLiveApplication,
} from './candidate-blanking';
import {
  closeErasure,
  ERASED_NAME,
  keepErasureRecord,
  mailsOf,
  type ErasureOptions,
} from './erasure-common';

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
      previous_link_token_hash: null,
      previous_link_until: null,
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

/** The outbox's kinds for e-mails about an application, matched by content for messages queued before `about` existed. */
// The daily digest names the candidates it lists: a digest naming an erased one goes too.
const APPLICATION_MAIL_KINDS = [
  'careers.%',
  'interview.%',
  'pipeline.candidate_email',
  'staff.overdue_digest',
];

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
      first_name: ERASED_NAME.firstName,
      last_name: ERASED_NAME.lastName,
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
  await keepErasureRecord(trx, options, {
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

  await closeErasure(trx, options, 'application', applicationId);
  // The person's own row holds the same name and address: it goes with their last application.
  if (row.candidate_id !== null && !(await hasLiveApplication(trx, row.candidate_id))) {
    await blankCandidate(trx, row.candidate_id, at);
  }
  return true;
}
