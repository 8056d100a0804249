import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { WhatsappInboundConsumer } from '../whatsapp';
import { announceReply, type ConversationMailDeps } from './conversation-mail';
import { findConversationApplication, insertConversationRow } from './conversations-repository';

/**
 * A candidate's WhatsApp message joins their application's conversation beside the e-mails
 * (marked as WhatsApp), and the recruiter hears of it as of an e-mail reply.
 */
export function conversationWhatsappConsumer(
  deps: Pick<ConversationMailDeps, 'mailer' | 'publicUrl' | 'recruitingInbox'>,
): WhatsappInboundConsumer {
  return async (trx: Transaction<Database>, message) => {
    const application = await findConversationApplication(trx, message.applicationId);
    if (!application || application.erased_at) return;
    await insertConversationRow(trx, 'conversation_messages', {
      application_id: application.id,
      direction: 'in',
      channel: 'whatsapp',
      sender: message.from,
      subject: 'WhatsApp message',
      body: message.body,
      message_id: message.waMessageId,
      staff_id: null,
      read_at: null,
      created_at: message.receivedAt,
    });
    await announceReply(trx, deps, application);
  };
}
