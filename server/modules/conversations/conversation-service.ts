import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { ConversationReplyInput, QuarantineAttachInput } from '@vistaar/shared/validation';
import { conversationMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found, notFound } from '../../lib/http-error';
import { APPLICATION_NOT_FOUND, openApplication } from '../applications';
import type { SessionStaff } from '../auth';
import { deleteStoredFiles } from '../files';
import { recruitingReplyTo, type Mailer } from '../mail';
import { freeTextState, type WhatsappOutbox } from '../whatsapp';
import { conversationReplyMail } from './conversation-mails';
import {
  deleteQuarantined,
  findConversationApplication,
  findQuarantined,
  insertConversationRow,
  listConversationMessages,
  readAttachments,
} from './conversations-repository';

export interface ConversationDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  recruitingInbox: string;
  /** The domain new Message-IDs are made under (the reply domain, else the sender's). */
  messageIdDomain: string;
  whatsapp: WhatsappOutbox;
}

/** The platform's limit on a text message's body. */
const WHATSAPP_TEXT_MAX = 4096;

/** 'Re: ' once, before the subject of the message answered. */
const answerSubject = (subject: string) => `Re: ${subject.replace(/^(\s*re:\s*)+/i, '')}`;

/** A member's message to the candidate as the conversation keeps it, with its audit entry. */
async function keepMemberMessage(
  trx: Kysely<Database>,
  staff: SessionStaff,
  actor: AuditActor,
  applicationId: number,
  action: 'application.conversation-replied' | 'application.whatsapp-sent',
  message: Pick<
    Insertable<Database['conversation_messages']>,
    'channel' | 'subject' | 'body' | 'message_id' | 'whatsapp_message_id'
  >,
) {
  await insertConversationRow(trx, 'conversation_messages', {
    application_id: applicationId,
    direction: 'out',
    sender: staff.name,
    ...message,
    staff_id: staff.id,
    read_at: null,
    created_at: nowIso(),
  });
  await recordAudit(trx, actor, { action, entity: 'application', entityId: applicationId });
}

/** The application whose conversation the member may open, while its candidate is not erased. */
async function conversationApplication(
  db: Kysely<Database>,
  staff: SessionStaff,
  applicationId: number,
) {
  await openApplication(db, staff, applicationId);
  const application = found(
    await findConversationApplication(db, applicationId),
    APPLICATION_NOT_FOUND,
  );
  if (application.erased_at) throw conflict(conversationMessages.notAvailable);
  return application;
}

/**
 * A member's answer to the candidate: queued in the outbox with the recruiter's Reply-To
 * (the application's reply address when REPLY_DOMAIN is set) and threaded under the last
 * message of the conversation (In-Reply-To and References), kept in the conversation, audited.
 */
export async function answerCandidate(
  deps: ConversationDeps,
  staff: SessionStaff,
  actor: AuditActor,
  applicationId: number,
  input: ConversationReplyInput,
): Promise<void> {
  const { db } = deps;
  const application = await conversationApplication(db, staff, applicationId);
  if (!application.email) throw conflict(conversationMessages.notAvailable);
  await db.transaction().execute(async (trx) => {
    const thread = await listConversationMessages(trx, applicationId);
    const earlier = thread.flatMap((message) => (message.message_id ? [message.message_id] : []));
    const lastIn = thread.filter((message) => message.direction === 'in').at(-1);
    const subject = lastIn
      ? answerSubject(lastIn.subject || 'Your application')
      : `Your application${application.job_title ? ` for ${application.job_title}` : ''}`;
    const messageId = `<${randomUUID()}@${deps.messageIdDomain}>`;
    await deps.mailer.enqueue(
      conversationReplyMail({
        to: application.email,
        applicationId,
        subject,
        text: input.text,
        replyTo: recruitingReplyTo(deps.recruitingInbox, staff.name),
        messageId,
        earlier,
      }),
      trx,
    );
    await keepMemberMessage(trx, staff, actor, applicationId, 'application.conversation-replied', {
      subject,
      body: input.text,
      message_id: messageId,
    });
  });
  await deps.mailer.flush();
}

/** Whether free text may go to the application's candidate on WhatsApp now, and why not. */
export async function whatsappReplyState(
  deps: ConversationDeps,
  staff: SessionStaff,
  applicationId: number,
) {
  const application = await conversationApplication(deps.db, staff, applicationId);
  return freeTextState(deps.db, deps.whatsapp.config !== null, application.candidate_id);
}

/**
 * A member's free text to the candidate on WhatsApp: only inside the 24-hour window that
 * the candidate's last WhatsApp message opened and with their opt-in (refused with the
 * reason otherwise); queued in the WhatsApp outbox, kept in the conversation, audited, sent.
 */
export async function answerOnWhatsapp(
  deps: ConversationDeps,
  staff: SessionStaff,
  actor: AuditActor,
  applicationId: number,
  input: ConversationReplyInput,
): Promise<void> {
  const state = await whatsappReplyState(deps, staff, applicationId);
  if (input.text.length > WHATSAPP_TEXT_MAX) {
    throw badRequest(conversationMessages.whatsappTooLong, {
      text: conversationMessages.whatsappTooLong,
    });
  }
  if (!state.available) throw conflict(state.reason ?? conversationMessages.whatsappOff);
  const application = found(
    await findConversationApplication(deps.db, applicationId),
    APPLICATION_NOT_FOUND,
  );
  await deps.db.transaction().execute(async (trx) => {
    const whatsappMessageId = await deps.whatsapp.enqueueText(trx, {
      candidateId: application.candidate_id ?? 0,
      applicationId,
      text: input.text,
      staffId: staff.id,
    });
    if (whatsappMessageId === null) throw conflict(conversationMessages.whatsappNoOptIn);
    await keepMemberMessage(trx, staff, actor, applicationId, 'application.whatsapp-sent', {
      channel: 'whatsapp',
      subject: 'WhatsApp message',
      body: input.text,
      message_id: null,
      whatsapp_message_id: whatsappMessageId,
    });
  });
  await deps.whatsapp.flush();
}

/** An admin puts a quarantined reply on the application it belongs to, as the candidate's. */
export async function attachQuarantined(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  input: QuarantineAttachInput,
): Promise<void> {
  const mail = found(await findQuarantined(db, id), conversationMessages.quarantineNotFound);
  const application = await findConversationApplication(db, input.applicationId);
  if (!application || application.erased_at) {
    throw notFound(APPLICATION_NOT_FOUND);
  }
  await db.transaction().execute(async (trx) => {
    await insertConversationRow(trx, 'conversation_messages', {
      application_id: application.id,
      direction: 'in',
      sender: mail.sender,
      subject: mail.subject,
      body: mail.body,
      quoted: mail.quoted,
      attachments: mail.attachments,
      message_id: mail.message_id,
      staff_id: null,
      read_at: null,
      created_at: mail.received_at,
    });
    await deleteQuarantined(trx, id);
    await recordAudit(trx, actor, {
      action: 'mail-quarantine.attached',
      entity: 'application',
      entityId: application.id,
      details: { quarantineId: id, reason: mail.reason },
    });
  });
}

/** An admin deletes a quarantined reply and the files that came with it. */
export async function discardQuarantined(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<void> {
  const mail = found(await findQuarantined(db, id), conversationMessages.quarantineNotFound);
  const fileIds = readAttachments(mail.attachments).flatMap((file) =>
    file.fileId ? [file.fileId] : [],
  );
  await db.transaction().execute(async (trx) => {
    await deleteQuarantined(trx, id);
    await deleteStoredFiles(trx, fileIds);
    await recordAudit(trx, actor, {
      action: 'mail-quarantine.deleted',
      entity: 'mail-quarantine',
      entityId: id,
    });
  });
}
