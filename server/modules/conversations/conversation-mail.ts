import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  cleanFileName,
  detectPhotoType,
  detectResumeType,
  EXTENSIONS,
  insertStoredFile,
  MEDIA_TYPES,
} from '../files';
import { honourReply } from '../consent';
import type { InboundConsumer, InboundMessage } from '../inbound-mail';
import type { Mailer } from '../mail';
import { replyReceivedMail } from './conversation-mails';
import {
  findReplyTarget,
  insertConversationRow,
  type StoredAttachment,
} from './conversations-repository';
import { cleanMessageId, replyTokenOf } from './reply-address';
import { foldReply } from './reply-text';

export interface ConversationMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where a reply is announced when its job has no owning recruiter. */
  recruitingInbox: string;
}

/** The longest reply text kept; the rest of a very long thread is dropped. */
const TEXT_MAX_CHARS = 50_000;
const MAX_ATTACHMENTS = 10;
const REFUSED_TYPE = 'Not kept: only PDF, Word and image files (JPEG, PNG, WebP) are kept';
const REFUSED_COUNT = `Not kept: at most ${MAX_ATTACHMENTS} files are kept from one e-mail`;

/** What a file's bytes are, when it is of a type kept from e-mails (never by its name). */
async function keptType(content: Buffer) {
  return (await detectResumeType(content)) ?? detectPhotoType(content);
}

/**
 * Stores each attachment whose content is a PDF, a Word document or an image (inside the
 * caller's transaction) and notes the others as refused, by name only.
 */
async function storeAttachments(trx: Kysely<Database>, message: InboundMessage) {
  const kept: StoredAttachment[] = [];
  for (const [index, attachment] of message.attachments.entries()) {
    const type = index < MAX_ATTACHMENTS ? await keptType(attachment.content) : undefined;
    if (!type) {
      kept.push({
        // Shown as text only; the controls that could make a name read as another go.
        name:
          (attachment.fileName ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, '').slice(0, 200) ||
          'attachment',
        fileId: null,
        refused: index < MAX_ATTACHMENTS ? REFUSED_TYPE : REFUSED_COUNT,
      });
      continue;
    }
    const name = cleanFileName(attachment.fileName, 'attachment', EXTENSIONS[type]);
    const fileId = await insertStoredFile(trx, {
      purpose: 'mail-attachment',
      originalName: name,
      mediaType: MEDIA_TYPES[type],
      content: attachment.content,
    });
    kept.push({ name, fileId, refused: null });
  }
  return kept;
}

type ReplyNoticeDeps = Pick<ConversationMailDeps, 'mailer' | 'publicUrl' | 'recruitingInbox'>;

/** Tells the job's recruiter (else the recruiting inbox) that the candidate wrote, in `trx`. */
export async function announceReply(
  trx: Transaction<Database>,
  deps: ReplyNoticeDeps,
  target: {
    id: number;
    recruiter_id: number | null;
    first_name: string;
    last_name: string;
    job_title: string | null;
  },
) {
  const owner = target.recruiter_id
    ? await trx
        .selectFrom('staff_users')
        .select('email')
        .where('id', '=', target.recruiter_id)
        .where('disabled', '=', 0)
        .executeTakeFirst()
    : undefined;
  await deps.mailer.enqueue(
    replyReceivedMail({
      to: owner?.email ?? deps.recruitingInbox,
      applicationId: target.id,
      candidateName: `${target.first_name} ${target.last_name}`,
      jobTitle: target.job_title,
      publicUrl: deps.publicUrl,
    }),
    trx,
  );
}

const addressOf = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/**
 * The replies' consumer: a message to `jobs+<token>@REPLY_DOMAIN` joins the conversation of
 * the token's application when it comes from the candidate's address (the header From; the
 * envelope sender of a forwarded message differs), and the owning recruiter hears of it.
 * A token that names no live application, or another sender, puts it in the quarantine.
 */
export function conversationMailConsumer(deps: ConversationMailDeps): InboundConsumer {
  const { db, log } = deps;
  return async (message) => {
    const text = message.text.slice(0, TEXT_MAX_CHARS);
    const { body, quoted } = foldReply(text);
    const sender = addressOf(message.from ?? message.sender);
    for (const recipient of message.recipients) {
      const token = replyTokenOf(recipient);
      const target = token ? await findReplyTarget(db, token) : undefined;
      const fromCandidate = target !== undefined && addressOf(target.email) === sender;
      let consentChange: Awaited<ReturnType<typeof honourReply>>;
      await db.transaction().execute(async (trx) => {
        const attachments = JSON.stringify(await storeAttachments(trx, message));
        const common = {
          // The subject returns in an answer's Subject header: one line, kept short.
          // eslint-disable-next-line no-control-regex -- line breaks and other controls end a header
          subject: message.subject.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 300),
          body,
          quoted,
          attachments,
          message_id: cleanMessageId(message.messageId) ?? null,
        };
        if (!target || !fromCandidate) {
          await insertConversationRow(trx, 'mail_quarantine', {
            ...common,
            reason: target ? 'sender' : 'unknown-token',
            recipient: recipient.slice(0, 320),
            sender: sender.slice(0, 320),
            received_at: message.receivedAt,
          });
          return;
        }
        await insertConversationRow(trx, 'conversation_messages', {
          ...common,
          application_id: target.id,
          direction: 'in',
          sender,
          staff_id: null,
          read_at: null,
          created_at: message.receivedAt,
        });
        // 'STOP' by e-mail ends WhatsApp and SMS too; the reply stays in the thread for staff.
        if (target.candidate_id !== null) {
          consentChange = await honourReply(
            trx,
            target.candidate_id,
            body,
            message.receivedAt,
            null,
          );
        }
        await announceReply(trx, deps, target);
      });
      if (consentChange) {
        log.info({ event: 'consent.reply_honoured', change: consentChange }, 'messaging consent');
      }
      log.info(
        {
          event:
            target && fromCandidate ? 'conversation.reply_received' : 'conversation.quarantined',
          reason: target ? (fromCandidate ? undefined : 'sender') : 'unknown-token',
        },
        target && fromCandidate ? 'candidate reply taken in' : 'reply kept in the quarantine',
      );
    }
    await deps.mailer.flush();
  };
}
