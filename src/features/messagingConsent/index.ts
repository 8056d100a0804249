export { MessagingConsentSection } from './ui/MessagingConsentSection';
