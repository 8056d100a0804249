import { object, string, type InferType } from 'yup';
import { recordId } from './common';

export const CONVERSATION_REPLY_MAX_LENGTH = 10_000;

export const conversationMessages = {
  replyRequired: 'Write your reply',
  replyTooLong: `The reply can be at most ${CONVERSATION_REPLY_MAX_LENGTH.toLocaleString('en-IN')} characters`,
  applicationInvalid: 'Enter a valid application number',
  notAvailable: 'This candidate cannot be written to: the application was erased',
  quarantineNotFound: 'This e-mail is no longer in the quarantine',
  fileNotFound: 'This attachment does not exist',
  sent: 'Reply sent',
  whatsappTooLong: 'A WhatsApp message can be at most 4,096 characters',
  whatsappOff: 'WhatsApp is not set up on this server',
  whatsappNoOptIn: 'The candidate has not agreed to WhatsApp messages on their current number',
  whatsappStopped: 'The candidate asked for no more WhatsApp messages (STOP)',
  whatsappWindowClosed:
    'The candidate has not written on WhatsApp in the last 24 hours; only approved templates can be sent',
  whatsappQueued: 'Message sent on WhatsApp',
  whatsappMonthInvalid: 'Enter a month as YYYY-MM',
};

/** A member's answer to the candidate, from the application's conversation. */
export const conversationReplySchema = object({
  text: string()
    .trim()
    .required(conversationMessages.replyRequired)
    .max(CONVERSATION_REPLY_MAX_LENGTH, conversationMessages.replyTooLong),
});
export type ConversationReplyInput = InferType<typeof conversationReplySchema>;

/** An admin's choice of the application a quarantined reply belongs to. */
export const quarantineAttachSchema = object({
  applicationId: recordId(conversationMessages.applicationInvalid),
});
export type QuarantineAttachInput = InferType<typeof quarantineAttachSchema>;
