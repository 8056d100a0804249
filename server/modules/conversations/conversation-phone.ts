import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { CHANNEL_NAMES, type MessagingChannel } from '@vistaar/shared/config/messaging';
import type { Database } from '../../db/schema';
import type { PhoneInboundConsumer } from '../../lib/message-outbox';
import { announceReply, type ConversationMailDeps } from './conversation-mail';
import { findConversationApplication, insertConversationRow } from './conversations-repository';

/**
 * A candidate's WhatsApp message or SMS joins their application's conversation beside the
 * e-mails (marked with its channel), and the recruiter hears of it as of an e-mail reply.
 */
export function conversationPhoneConsumer(
  app: FastifyInstance,
  channel: MessagingChannel,
): PhoneInboundConsumer {
  const deps: Pick<ConversationMailDeps, 'mailer' | 'publicUrl' | 'recruitingInbox'> = {
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    recruitingInbox: app.config.recruitingInbox,
  };
  return async (trx: Transaction<Database>, message) => {
    const application = await findConversationApplication(trx, message.applicationId);
    if (!application || application.erased_at) return;
    await insertConversationRow(trx, 'conversation_messages', {
      application_id: application.id,
      direction: 'in',
      channel,
      sender: message.from,
      subject: channel === 'sms' ? 'SMS' : `${CHANNEL_NAMES[channel]} message`,
      body: message.body,
      message_id: message.messageId,
      staff_id: null,
      read_at: null,
      created_at: message.receivedAt,
    });
    await announceReply(trx, deps, application);
  };
}
