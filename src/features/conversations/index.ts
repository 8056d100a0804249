export { ConversationThread } from './ui/ConversationThread';
export { MessagingConsentSection } from './ui/MessagingConsentSection';
export { QuarantineList } from './ui/QuarantineList';
export { WhatsappCostsSection } from './ui/WhatsappCostsSection';
