export { ConversationThread } from './ui/ConversationThread';
