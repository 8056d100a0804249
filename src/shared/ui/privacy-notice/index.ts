export { PrivacyNotice } from './PrivacyNotice';
