export { PrivacyNotice } from './PrivacyNotice';
export type { PrivacyNoticeProps } from './PrivacyNotice';
