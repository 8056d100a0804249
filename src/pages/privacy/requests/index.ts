export { PrivacyRequestsPage } from './ui/PrivacyRequestsPage';
