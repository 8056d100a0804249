export { ConversationThread } from './ui/ConversationThread';
export { QuarantineList } from './ui/QuarantineList';
