export { PrivacyNotice } from './PrivacyNotice';
export { PrivacyPolicyLink } from './PrivacyPolicyLink';
