import { company } from '@vistaar/shared/config/company';
import type { ConversationMessage, QuarantinedMail } from '@vistaar/shared/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { readerLink, type LinkSigner } from '../files';
import { smsDelivery } from '../sms';
import { whatsappDelivery } from '../whatsapp';
import { readAttachments } from './conversations-repository';
import { hidePrivateLinks } from './private-links';

/** A kept attachment's link lives as long as a page is read. */
const FILE_LINK_SECONDS = 15 * 60;

export const conversationFilePath = (fileId: number) => `/api/conversation-files/${fileId}`;

/** Files as the thread lists them: each kept one with a signed link for this member. */
function attachmentsView(json: string, signer: LinkSigner, reader: number) {
  return readAttachments(json).map((file) => ({
    name: file.name,
    url: file.fileId
      ? readerLink(signer, conversationFilePath(file.fileId), FILE_LINK_SECONDS, reader)
      : null,
    refused: file.refused,
  }));
}

/** A WhatsApp message's delivery as stored. */
type SentWhatsapp = Pick<
  Selectable<Database['whatsapp_messages']>,
  'status' | 'error_code' | 'error_title'
>;

/**
 * A message of the conversation; `sentAs` is the WhatsApp message a member's answer went out
 * as. A candidate's WhatsApp message or SMS is kept with their number alone, and shown with
 * the application's name beside it, as an e-mail shows its sender's.
 */
export function toConversationMessage(
  row: Selectable<Database['conversation_messages']>,
  signer: LinkSigner,
  reader: number,
  candidateName: string,
  sentAs?: SentWhatsapp,
): ConversationMessage {
  const byPhone = row.direction === 'in' && (row.channel === 'whatsapp' || row.channel === 'sms');
  return {
    id: `${row.direction}-${row.id}`,
    direction: row.direction,
    channel: row.channel,
    from: byPhone ? `${candidateName} (${row.sender})` : row.sender,
    subject: row.subject,
    body: hidePrivateLinks(row.body),
    quoted: hidePrivateLinks(row.quoted),
    attachments: attachmentsView(row.attachments, signer, reader),
    unread: row.direction === 'in' && row.read_at === null,
    ...(sentAs ? { delivery: whatsappDelivery(sentAs) } : {}),
    at: row.created_at,
  };
}

/** An approved template the product sent the candidate on WhatsApp (application received, ...). */
export function toSentTemplate(
  row: SentWhatsapp & {
    id: number;
    template_name: string | null;
    body: string;
    created_at: string;
  },
): ConversationMessage {
  return {
    id: `whatsapp-${row.id}`,
    direction: 'out',
    channel: 'whatsapp',
    from: `${company.name} recruiting`,
    subject: row.template_name ? `WhatsApp template: ${row.template_name}` : 'WhatsApp message',
    body: row.body,
    quoted: '',
    attachments: [],
    unread: false,
    delivery: whatsappDelivery(row),
    at: row.created_at,
  };
}

/** A registered template the product sent the candidate by SMS, with its delivery. */
export function toSentSms(
  row: Pick<Selectable<Database['sms_messages']>, 'status' | 'error_title'> & {
    id: number;
    purpose: string | null;
    body: string;
    parts: number;
    created_at: string;
  },
): ConversationMessage {
  return {
    id: `sms-${row.id}`,
    direction: 'out',
    channel: 'sms',
    from: `${company.name} recruiting`,
    subject: `SMS${row.parts > 1 ? ` (${row.parts} parts)` : ''}`,
    body: row.body,
    quoted: '',
    attachments: [],
    unread: false,
    delivery: smsDelivery(row),
    at: row.created_at,
  };
}

/** An e-mail the product sent the candidate (a stage e-mail, an invitation), as the thread shows it. */
export function toSentMail(row: {
  id: number;
  subject: string;
  text_body: string;
  created_at: string;
  reply_to: string | null;
}): ConversationMessage {
  const replyTo = row.reply_to ? (JSON.parse(row.reply_to) as { name?: string }) : undefined;
  return {
    id: `mail-${row.id}`,
    direction: 'out',
    from: replyTo?.name || `${company.name} recruiting`,
    subject: row.subject,
    body: hidePrivateLinks(row.text_body),
    quoted: '',
    attachments: [],
    unread: false,
    at: row.created_at,
  };
}

export function toQuarantinedMail(
  row: Selectable<Database['mail_quarantine']>,
  signer: LinkSigner,
  reader: number,
): QuarantinedMail {
  return {
    id: row.id,
    reason: row.reason,
    recipient: row.recipient,
    sender: row.sender,
    subject: row.subject,
    body: hidePrivateLinks(row.body),
    quoted: hidePrivateLinks(row.quoted),
    attachments: attachmentsView(row.attachments, signer, reader),
    receivedAt: row.received_at,
  };
}
