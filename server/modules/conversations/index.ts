export { conversationFileRoutes } from './conversation-file-routes';
export { conversationMailConsumer } from './conversation-mail';
export { conversationPhoneConsumer } from './conversation-phone';
export { conversationRoutes } from './conversation-routes';
export { replyTokenFor } from './conversations-repository';
export { isReplyRecipient, replyAddress } from './reply-address';
