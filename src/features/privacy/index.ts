export { RetentionQuarantine } from './ui/RetentionQuarantine';
export { RetentionRuns } from './ui/RetentionRuns';
export { MyApplicationView } from './ui/MyApplicationView';
export { ApplicantLinkForm } from './ui/ApplicantLinkForm';
export { ErasureConfirmation } from './ui/ErasureConfirmation';
export { PrivacyRequests } from './ui/PrivacyRequests';
